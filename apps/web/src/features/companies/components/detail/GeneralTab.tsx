import type { CompanyDetail } from '@adatlas/domain/companies';
import { formatNumber, formatRangeLabel } from '@adatlas/domain/formatting';
import { Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { useSession } from '../../../../shared/session/useSession.ts';
import { ExternalLinks } from '../../../../shared/ui/ExternalLinks.tsx';
import { TagOverflow } from '../../../../shared/ui/TagOverflow.tsx';
import { currentLanguage } from '../../../../shared/utils/currentLanguage.ts';
import { CommentsCard } from '../../../comments/index.ts';
import { EntityNewsCard } from '../../../news/index.ts';
import { useFlatLabel } from '../../hooks/useFlatLabel.ts';
import { AddressCard } from './AddressCard.tsx';

export interface GeneralTabProps {
  company: CompanyDetail;
}

export function GeneralTab({ company }: GeneralTabProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const mediumPlanning = useFlatLabel('medium_planning');
  const incomeRange = useFlatLabel('income_range');
  const employerRange = useFlatLabel('employer_range');
  const internationalInvest = useFlatLabel('international_invest');
  const otherCategory = useFlatLabel('other_categories');
  const showAteco = session?.flags.atecoCode !== false;
  const language = currentLanguage();
  const fields = [
    { key: 'creationYear', label: t('PAGES.COMPANY.CREATION_YEAR'), value: company.creationYear },
    { key: 'nationOrig', label: t('PAGES.COMPANY.NATION_ORIG'), value: company.nationOrig },
    {
      key: 'storeNumber',
      label: t('PAGES.COMPANY.STORE_NUMBER'),
      value: formatNumber(company.storeNumber, language),
    },
    {
      key: 'mediumPlanning',
      label: t('PAGES.COMPANY.MEDIUM_PLANNING'),
      value: session?.flags.mediaPlanning === false ? null : mediumPlanning(company.mediumPlanning),
    },
    {
      key: 'incomeRange',
      label: t('PAGES.COMPANY.INCOME_RANGE'),
      value: formatRangeLabel(incomeRange(company.incomeRange), language),
    },
    {
      key: 'employerRange',
      label: t('PAGES.COMPANY.EMPLOYER_RANGE'),
      value: formatRangeLabel(employerRange(company.employerRange), language),
    },
    {
      key: 'atecoCode',
      label: session?.tenant === 'france' ? t('FILTERS.NAF_CODE') : t('FILTERS.ATECO_CODE'),
      value: showAteco ? company.atecoCode : null,
    },
    { key: 'vat', label: t('PAGES.COMPANY.VAT'), value: company.vat },
    { key: 'tel', label: t('PAGES.COMPANY.PHONE'), value: company.tel },
    { key: 'email', label: t('PAGES.COMPANY.EMAIL'), value: company.email },
  ].filter((field) => field.value !== null && field.value !== undefined && field.value !== '');

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Flex vertical gap={16}>
          <Card title={t('PAGES.COMPANY.INFO')} size="small">
            {fields.length > 0 ? (
              <Descriptions
                column={{ xs: 1, sm: 2 }}
                size="small"
                items={fields.map((field) => ({
                  key: field.key,
                  label: field.label,
                  children: String(field.value),
                }))}
              />
            ) : (
              <Typography.Text type="secondary">{t('COMMON.NO_DATA')}</Typography.Text>
            )}
            <Descriptions
              column={1}
              size="small"
              style={{ marginTop: 12 }}
              items={[
                ...(company.sectors.length > 0
                  ? [
                      {
                        key: 'sectors',
                        label: t('PAGES.COMPANY.SECTORS'),
                        children: <TagOverflow labels={company.sectors.map((s) => s.key)} color="blue" />,
                      },
                    ]
                  : []),
                ...(company.otherCategories.length > 0
                  ? [
                      {
                        key: 'other',
                        label: t('FILTERS.OTHER_CATEGORIES'),
                        children: (
                          <TagOverflow labels={company.otherCategories.map((c) => otherCategory(c.key))} />
                        ),
                      },
                    ]
                  : []),
                ...(company.internationalInvest.length > 0
                  ? [
                      {
                        key: 'intl',
                        label: t('FILTERS.INTERNATIONAL_INVEST'),
                        children: (
                          <TagOverflow
                            labels={company.internationalInvest.map(internationalInvest)}
                            color="geekblue"
                          />
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </Card>
          {company.publicComment ? (
            <Card title={t('PAGES.COMPANY.PUBLIC_COMMENT')} size="small">
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
                {company.publicComment}
              </Typography.Paragraph>
            </Card>
          ) : null}
          {session?.flags.collectiveAgreements && company.collectiveAgreements.length > 0 ? (
            <Card title={t('FILTERS.PANEL_COLLECTIVE_AGREEMENTS')} size="small">
              <TagOverflow labels={company.collectiveAgreements.map((a) => `${a.identifier} · ${a.key}`)} />
            </Card>
          ) : null}
          <EntityNewsCard entityType="company" entityId={company.id} />
          {company.wikipediaExtract ? (
            <Card title={t('PAGES.COMPANY.WIKIPEDIA')} size="small" data-testid="wikipedia-extract">
              <Typography.Paragraph style={{ margin: 0 }}>{company.wikipediaExtract}</Typography.Paragraph>
            </Card>
          ) : null}
          <CommentsCard entityType="company" entityId={company.id} />
        </Flex>
      </Col>
      <Col xs={24} lg={8}>
        <Flex vertical gap={16}>
          <AddressCard companyId={company.id} address={company.address} />
          <ExternalLinks links={company.externalLinks} />
        </Flex>
      </Col>
    </Row>
  );
}
