import { useTranslation } from 'react-i18next';
import { FieldError } from '@openportal/ui';
import { usePortal } from '../../shared/services.tsx';

/**
 * The bot check before a registration is sent (spec 1 §4: the create call carries a captcha
 * token). No provider is wired yet (core accepts any token, docs/decisions/business-customers.md):
 * ticking the box gives a stand-in token naming the brand's site key; a provider's widget takes
 * this component's place and gives its own token through `onToken`.
 */
export function BotCheck({ token, onToken, error }: { token: string; onToken: (t: string) => void; error?: string }) {
  const { t } = useTranslation('business');
  const { manifest } = usePortal();
  return (
    <>
      <label className="op-check">
        <input
          type="checkbox"
          data-testid="bw-captcha"
          checked={!!token}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onToken(e.target.checked ? `stand-in:${manifest.botCheckSiteKey}:${Date.now()}` : '')}
        />
        <span>{t('wizard.captcha')}</span>
      </label>
      <FieldError field="captchaToken" message={error} />
    </>
  );
}
