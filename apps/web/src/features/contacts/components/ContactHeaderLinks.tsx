import { LinkedinOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { safeHref } from '../../../shared/ui/safeHref.ts';

export interface ContactHeaderLinksProps {
  linkedin: string | null;
  xing: string | null;
  /** Ecommerce accounts do not get LinkedIn links (spec data §2). */
  hideLinkedin: boolean;
}

export function ContactHeaderLinks({ linkedin, xing, hideLinkedin }: ContactHeaderLinksProps) {
  const linkedinHref = hideLinkedin ? undefined : safeHref(linkedin);
  const xingHref = safeHref(xing);
  return (
    <Flex gap={12}>
      {linkedinHref ? (
        <Typography.Link href={linkedinHref} target="_blank" rel="noreferrer" data-testid="contact-linkedin">
          <LinkedinOutlined /> LinkedIn
        </Typography.Link>
      ) : null}
      {xingHref ? (
        <Typography.Link href={xingHref} target="_blank" rel="noreferrer">
          Xing
        </Typography.Link>
      ) : null}
    </Flex>
  );
}
