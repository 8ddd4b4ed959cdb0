'use client';

import { useEffect, useState } from 'react';
import type { Messages } from '@/i18n/messages';
import { storeRecaptchaConsent, usesRecaptcha } from '@/lib/bot-client';
import { useConsentPrompt } from '@/ui/ConsentPrompt';

/** The footer's way to change the reCAPTCHA choice; shown only where the site uses reCAPTCHA. */
export function RecaptchaSettings({ texts, className }: { texts: Messages['consent']; className: string }) {
  const [shown, setShown] = useState(false);
  const [ask, dialog] = useConsentPrompt(texts);
  useEffect(() => {
    let current = true;
    usesRecaptcha().then(
      (uses) => current && setShown(uses),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!shown) return null;
  return (
    <li>
      <button type="button" className={className} onClick={async () => storeRecaptchaConsent((await ask()) ? 'granted' : 'declined')}>
        {texts.manage}
      </button>
      {dialog}
    </li>
  );
}
