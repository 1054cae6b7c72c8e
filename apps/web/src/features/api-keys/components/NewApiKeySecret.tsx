import type { ApiKeyCreated } from '@adatlas/domain/api-keys';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { SecretShownOnce } from '../../../shared/ui/SecretShownOnce.tsx';

export interface NewApiKeySecretProps {
  created: ApiKeyCreated;
  onDone: () => void;
}

/** The secret of the key just created, the only time it is ever shown: copy it, then close. */
export function NewApiKeySecret({ created, onDone }: NewApiKeySecretProps) {
  const { t } = useTranslation();
  return (
    <SecretShownOnce
      title={t('API_KEYS.SECRET_ONCE', { name: created.name })}
      secret={created.secret}
      labels={{ copy: t('API_KEYS.COPY'), copied: t('API_KEYS.COPIED'), done: t('API_KEYS.SECRET_SAVED') }}
      testId="api-key-secret"
      copyTestId="api-key-copy"
      onDone={onDone}
    />
  );
}
