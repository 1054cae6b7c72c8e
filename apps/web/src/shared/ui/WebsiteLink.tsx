import { GlobalOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { webAddressHref } from './safeHref.ts';

export interface WebsiteLinkProps {
  /** The address as stored: with or without its scheme. */
  address: string | null | undefined;
  secondary?: boolean;
}

/** A stored web address as a new-tab link without its scheme and "www."; nothing when it is no web address. */
export function WebsiteLink({ address, secondary }: WebsiteLinkProps) {
  const href = webAddressHref(address);
  if (!href || !address) return null;
  return (
    <Typography.Link href={href} target="_blank" rel="noreferrer" type={secondary ? 'secondary' : undefined}>
      <GlobalOutlined />{' '}
      {address
        .trim()
        .replace(/^https?:\/\/(www\.)?/i, '')
        .replace(/^www\./i, '')}
    </Typography.Link>
  );
}
