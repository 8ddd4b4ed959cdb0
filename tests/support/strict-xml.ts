/**
 * The strict XML parse that the tests read every XML export back with, and the texts a hostile
 * reporter types into it.
 *
 * @xmldom/xmldom 0.9 gives the DOM the tests read; its onError hears every warning, error and fatal
 * error, and throwing from it (any level) stops the parse with a ParseError. But xmldom lets
 * through much that is not well formed: a bare `&`, `]]>` in text, characters XML 1.0 forbids and
 * references to them (`&#1;`). So saxes, a conformant XML 1.0 parser, reads the text first and
 * fails on its first well-formedness error; saxes in turn lets half a surrogate pair followed by
 * an allowed character pass, which the UTF-16 check before it refuses.
 */
import { DOMParser } from '@xmldom/xmldom';
import fc from 'fast-check';
import { SaxesParser } from 'saxes';

const HALF_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The document, or an error that starts with "not well formed". */
export function strictXml(xml: string): Document {
  const half = HALF_SURROGATE.exec(xml);
  if (half) throw new Error(`not well formed: half a surrogate pair at ${half.index}`);
  const saxes = new SaxesParser({ xmlns: true });
  let failure: Error | undefined;
  saxes.on('error', (error) => {
    failure ??= error;
  });
  saxes.write(xml).close();
  if (failure) throw new Error(`not well formed: ${failure.message}`);
  return new DOMParser({
    onError: (level, message) => {
      throw new Error(`not well formed (${level}): ${message}`);
    },
  }).parseFromString(xml, 'text/xml') as unknown as Document;
}

/** Code points XML 1.0 allows (its Char production), written out apart from the code under test. */
const isXmlChar = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || code >= 0x10000;

/** A typed text as an XML export can hold it: the characters XML forbids dropped, nothing else changed. */
export const asXmlHoldsIt = (text: string) => [...text].filter((character) => isXmlChar(character.codePointAt(0)!)).join('');

/** What a reporter types to break an export or change its texts: references, markup, a CDATA end, quotes, controls. */
export const HOSTILE_TEXTS = [
  'x &e; y',
  'A & B &#60;b&#62; &amp;lt; end',
  '&#x3C;i&#x3E; &lt;&gt;&quot;&apos;',
  ']]> "quotes\' <b>bold</b>',
  'a\u0001b\u000bc\uFFFEd\uFFFFe\uD800f',
  'line\r\nbreak\rand\ttab',
] as const;

const PIECES = [
  '&',
  ';',
  '#',
  '&e;',
  '&#60;',
  '&#x3c;',
  '&amp;',
  '&amp;lt;',
  '&lt;',
  ']]>',
  '<![CDATA[',
  '<',
  '>',
  '"',
  "'",
  '<b>',
  '</x>',
  '\u0000',
  '\u0001',
  '\u001f',
  '\uFFFE',
  '\uFFFF',
  '\uD800',
  '\uDFFF',
  '\r\n',
  '\r',
  '\n',
  '\t',
  '😀',
  'Ž',
];

/**
 * Texts as a reporter may type them: the pieces above among any code points, at most `max`
 * UTF-16 units, without the whitespace at either end that the intake trims.
 */
export const typedText = (max = 35) =>
  fc
    .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 4 })), { minLength: 1, maxLength: 8 })
    .map((parts) => parts.join('').trim().slice(0, max).trim())
    .filter((text) => text !== '');
