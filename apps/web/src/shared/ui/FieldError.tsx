import { Typography } from 'antd';

export interface FieldErrorProps {
  message: string | false | null | undefined;
  testId: string;
}

/** Why the server (or the form) refused the field above, in place. */
export function FieldError({ message, testId }: FieldErrorProps) {
  if (!message) return null;
  return (
    <Typography.Text
      type="danger"
      role="alert"
      style={{ display: 'block', marginTop: 4 }}
      data-testid={testId}
    >
      {message}
    </Typography.Text>
  );
}
