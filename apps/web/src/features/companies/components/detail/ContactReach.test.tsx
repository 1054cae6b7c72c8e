import type { CompanyContact } from '@adatlas/domain/companies';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../../shared/testing/renderStatic.tsx';
import { ContactReach } from './ContactReach.tsx';

const open = () => undefined;

const HIDDEN: CompanyContact = {
  id: 7,
  name: 'Maria',
  surname: 'Bianchi',
  prefix: null,
  title: 'Marketing director',
  function: null,
  email: null,
  tel: null,
  linkedin: null,
  modifiedAt: '2026-01-10',
  revealed: false,
  emailExists: true,
  phoneExists: true,
  linkedinExists: true,
};

const REVEALED: CompanyContact = {
  ...HIDDEN,
  revealed: true,
  email: 'maria.bianchi@example.test',
  tel: '+39 02 1234 5678',
  linkedin: 'https://www.linkedin.com/in/maria-bianchi',
};

describe('ContactReach', () => {
  it.each(['en', 'it'] as const)(
    'in %s, says what a hidden contact holds and offers to open it',
    (language) => {
      const { html, t } = renderStatic(<ContactReach contact={HIDDEN} isEcommerce={false} onOpen={open} />, {
        language,
      });
      for (const key of ['EMAIL_AVAILABLE', 'PHONE_AVAILABLE', 'LINKEDIN_AVAILABLE'])
        expect(html).toContain(`aria-label="${t(`CONTACT.REVEAL.${key}`)}"`);
      expect(html).toContain('data-testid="contact-open"');
      expect(html).toContain(`<span>${t('CONTACT.REVEAL.OPEN')}</span>`);
      expect(html).not.toContain('mailto:');
      expect(html).not.toContain('href=');
    },
  );

  it('shows only what exists, and a dash without an action when nothing does', () => {
    const phoneOnly = { ...HIDDEN, emailExists: false, linkedinExists: false };
    const some = renderStatic(<ContactReach contact={phoneOnly} isEcommerce={false} onOpen={open} />, {
      language: 'en',
    }).html;
    expect(some).toContain('aria-label="Phone available"');
    expect(some).not.toContain('E-mail available');
    const none = { ...phoneOnly, phoneExists: false };
    const empty = renderStatic(<ContactReach contact={none} isEcommerce={false} onOpen={open} />, {
      language: 'en',
    }).html;
    expect(empty).toContain('—');
    expect(empty).toContain('aria-label="No contact details"');
    expect(empty).not.toContain('<button');
  });

  it('offers no action to a viewer who may not open contacts', () => {
    const { html } = renderStatic(<ContactReach contact={HIDDEN} isEcommerce={false} onOpen={null} />, {
      language: 'en',
    });
    expect(html).toContain('E-mail available');
    expect(html).not.toContain('<button');
  });

  it('shows a revealed contact as links to write, call and visit', () => {
    const { html } = renderStatic(<ContactReach contact={REVEALED} isEcommerce={false} onOpen={open} />, {
      language: 'en',
    });
    expect(html).toContain('href="mailto:maria.bianchi@example.test"');
    expect(html).toContain('maria.bianchi@example.test</a>');
    expect(html).toContain('href="tel:+390212345678"');
    expect(html).toContain('href="https://www.linkedin.com/in/maria-bianchi"');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('available');
  });

  it('shows an ecommerce account the e-mail as text, without the mail or LinkedIn link', () => {
    const { html } = renderStatic(<ContactReach contact={REVEALED} isEcommerce onOpen={open} />, {
      language: 'en',
    });
    expect(html).toContain('maria.bianchi@example.test');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('linkedin.com');
    expect(html).toContain('href="tel:+390212345678"');
  });
});
