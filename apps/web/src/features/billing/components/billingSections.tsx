import type { PersonType } from '@adatlas/domain/validation';
import type { ReactNode } from 'react';
import type { FieldPath } from '../utils/billingForm.ts';
import { AddressFields } from './AddressFields.tsx';
import { CompanyDataFields } from './CompanyDataFields.tsx';
import { PersonalDataFields } from './PersonalDataFields.tsx';
import { PersonTypeField } from './PersonTypeField.tsx';
import { ResidenceFields } from './ResidenceFields.tsx';

export interface BillingSection {
  key: 'personal' | 'personType' | 'company' | 'residence' | 'registeredOffice';
  titleKey: string;
  /** The fields validated before leaving the section. */
  fields: readonly FieldPath[];
  content: ReactNode;
}

const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'city', 'state', 'postalCode', 'country'].map(
  (name) => ['address', name] as const,
);
const italy = (name: string) => ['countrySpecificInfo', 'italy', name] as const;

/**
 * The billing form in sections (spec access §2): personal data, person type, then company data and
 * registered office for a juridical person or the residential address for a physical one.
 */
export function billingSections(
  personType: PersonType | undefined,
  options: { lockPersonType?: boolean } = {},
): BillingSection[] {
  const sections: BillingSection[] = [
    {
      key: 'personal',
      titleKey: 'BILLING.SECTIONS.PERSONAL',
      fields: [['firstName'], ['lastName'], ['birthDate'], ['phoneNumber']],
      content: <PersonalDataFields />,
    },
    {
      key: 'personType',
      titleKey: 'BILLING.SECTIONS.PERSON_TYPE',
      fields: [['personType']],
      content: <PersonTypeField locked={options.lockPersonType} />,
    },
  ];
  if (personType === 'juridical') {
    sections.push(
      {
        key: 'company',
        titleKey: 'BILLING.SECTIONS.COMPANY',
        fields: [
          ['companyName'],
          ['function'],
          ['administrationEmail'],
          italy('codiceFiscale'),
          italy('pec'),
          italy('sdiCode'),
        ],
        content: <CompanyDataFields />,
      },
      {
        key: 'registeredOffice',
        titleKey: 'BILLING.SECTIONS.REGISTERED_OFFICE',
        // The tax id is checked again: it depends on the office's country.
        fields: [...ADDRESS_FIELDS, italy('codiceFiscale')],
        content: <AddressFields required />,
      },
    );
  } else {
    sections.push({
      key: 'residence',
      titleKey: 'BILLING.SECTIONS.RESIDENCE',
      fields: [...ADDRESS_FIELDS, italy('codiceFiscale')],
      content: <ResidenceFields />,
    });
  }
  return sections;
}
