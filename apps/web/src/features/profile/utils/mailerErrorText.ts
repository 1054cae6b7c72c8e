/**
 * Mailer and communications save failures read PROFILE.MAILER_INTEGRATION.ERROR.{clientType},
 * falling back to the raw clientType, then the message (spec access §8).
 */
export function mailerErrorText(
  clientType: string | undefined,
  message: string,
  translate: (key: string) => string | null,
): string {
  if (clientType) return translate(`PROFILE.MAILER_INTEGRATION.ERROR.${clientType}`) ?? clientType;
  return message;
}
