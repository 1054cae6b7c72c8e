import { LinkedinOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';

export interface ContactHeaderLinksProps {
  linkedin: string | null;
  xing: string | null;
  /** Ecommerce accounts do not get LinkedIn links (spec data §2). */
  hideLinkedin: boolean;
}

export function ContactHeaderLinks({ linkedin, xing, hideLinkedin }: ContactHeaderLinksProps) {
  return (
    <Flex gap={12}>
      {linkedin && !hideLinkedin ? (
        <Typography.Link href={linkedin} target="_blank" rel="noreferrer" data-testid="contact-linkedin">
          <LinkedinOutlined /> LinkedIn
        </Typography.Link>
      ) : null}
      {xing ? (
        <Typography.Link href={xing} target="_blank" rel="noreferrer">
          Xing
        </Typography.Link>
      ) : null}
    </Flex>
  );
}
