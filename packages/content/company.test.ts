import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { marketProfiles } from './company';
import { markets } from '@/config/markets';

/** ISO 7064 MOD 11,10: the check digit of a Croatian OIB (and of HR bank codes and account numbers). */
function mod11_10(digits: string): number {
  let product = 10;
  for (const digit of digits) {
    const sum = (product + Number(digit)) % 10;
    product = ((sum === 0 ? 10 : sum) * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

function validOib(oib: string): boolean {
  return /^\d{11}$/.test(oib) && mod11_10(oib.slice(0, 10)) === Number(oib[10]);
}

/** ISO 13616: move the country and check digits to the end, letters to numbers, and the remainder mod 97 is 1. */
function validIban(iban: string): boolean {
  const compact = iban.replace(/ /g, '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  const numeric = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const ibanLengths: Record<string, number> = { HR: 21, SI: 19, BA: 20 };
const ibanCountry = { cro: 'HR', slo: 'SI', bih: 'BA' } as const;

describe('check digits', () => {
  it('the checks reject a wrong digit', () => {
    assert.equal(validOib('69435151530'), true, 'a published example OIB');
    assert.equal(validOib('69435151531'), false);
    assert.equal(validOib('4827139056'), false, 'ten digits');
    assert.equal(validIban('HR12 1001 0051 8630 0016 0'), true, 'the ECBS example IBAN for Croatia');
    assert.equal(validIban('HR12 1001 0051 8630 0016 1'), false);
    assert.equal(validIban('HR00 2400 0080 0000 0000 1'), false, 'the placeholder this replaced');
  });

  it('the Croatian OIB has a valid ISO 7064 MOD 11,10 check digit', () => {
    const { taxId } = marketProfiles.cro.registration;
    assert.equal(taxId.name, 'OIB');
    assert.ok(validOib(taxId.value), taxId.value);
  });

  it("every IBAN has the market's country, length and valid check digits", () => {
    for (const market of markets) {
      const accounts = marketProfiles[market].registration.bankAccounts;
      assert.ok(accounts.length > 0, market);
      for (const { iban } of accounts) {
        const country = ibanCountry[market];
        assert.match(iban, /^[A-Z]{2}\d{2}( [0-9]{4})*( [0-9]{1,4})?$/, `${iban}: printed in groups of four`);
        assert.equal(iban.slice(0, 2), country, iban);
        assert.equal(iban.replace(/ /g, '').length, ibanLengths[country], `${iban}: length`);
        assert.ok(validIban(iban), `${iban}: check digits`);
      }
    }
  });

  it('Croatian IBANs carry a bank code and an account number with their own MOD 11,10 check digits', () => {
    for (const { iban } of marketProfiles.cro.registration.bankAccounts) {
      const bban = iban.replace(/ /g, '').slice(4);
      const [bank, account] = [bban.slice(0, 7), bban.slice(7)];
      assert.equal(mod11_10(bank.slice(0, 6)), Number(bank[6]), `${iban}: bank code`);
      assert.equal(mod11_10(account.slice(0, 9)), Number(account[9]), `${iban}: account number`);
    }
  });

  it('registration numbers are written without their own label', () => {
    for (const market of markets) {
      const { registrationNumber, taxId } = marketProfiles[market].registration;
      for (const id of [registrationNumber, taxId]) {
        assert.ok(!id.value.toLowerCase().includes(id.name.toLowerCase()), `${market}: "${id.value}" repeats "${id.name}"`);
        assert.match(id.value, /^[A-Z]{0,2}[\d-]+$/, `${market}: ${id.value}`);
      }
    }
  });
});
