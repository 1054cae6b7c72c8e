import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { companiesAndContacts } from '../../../shared/utils/companiesAndContacts.ts';
import { tagQueries } from '../../tags/index.ts';
import { HomeBlock } from './HomeBlock.tsx';

/** The home right-column list of the user's tags: colour, name, company and contact counts. */
export function TagsBlock() {
  const { t } = useTranslation();
  const query = useQuery(tagQueries.list());
  return (
    <HomeBlock title={t('PAGES.HOME.TAGS')} query={query} testId="home-tags">
      {(tags) => (
        <Flex vertical>
          {tags.map((tag) => (
            <Link
              key={tag.id}
              to={`/tag?selectedTag=${tag.id}&selectedEntity=0&currentPage=1`}
              style={{ padding: '6px 0', borderBottom: '1px solid #f5f5f5', color: 'inherit' }}
              data-testid="home-tag"
            >
              <Flex justify="space-between" align="center" gap={8}>
                <Flex align="center" gap={8} style={{ minWidth: 0 }}>
                  <span
                    aria-hidden="true"
                    style={{
                      width: 8,
                      height: 8,
                      borderRadius: '50%',
                      flex: 'none',
                      background: `#${tag.color}`,
                    }}
                  />
                  <Typography.Text ellipsis>{tag.name}</Typography.Text>
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                  {companiesAndContacts(t, tag.counts.companies, tag.counts.contacts)}
                </Typography.Text>
              </Flex>
            </Link>
          ))}
        </Flex>
      )}
    </HomeBlock>
  );
}
