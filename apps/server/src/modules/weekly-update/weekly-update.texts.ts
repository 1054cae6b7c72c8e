import type { WeeklyUpdateSection } from '@adatlas/domain/auth';
import type { Language } from '@adatlas/domain/languages';
import type { TenantId } from '@adatlas/domain/tenants';

export interface WeeklyUpdateTexts {
  subject(country: string): string;
  intro(country: string, from: string, to: string): string;
  /** Section headings, worded like the toggles of the profile's Communications page. */
  sections: Record<WeeklyUpdateSection, string>;
  more(count: number): string;
  empty: string;
  footer: string;
  /** Before the link that turns the weekly update off in one click. */
  unsubscribe: string;
}

/**
 * The weekly update mail in the four interface languages. Kept beside the mail like the alert
 * digest's texts: the server renders mails without the web dictionaries.
 */
export const WEEKLY_UPDATE_TEXTS: Record<Language, WeeklyUpdateTexts> = {
  en: {
    subject: (country) => `Your AdAtlas weekly update – ${country}`,
    intro: (country, from, to) => `The news of the week in ${country}, from ${from} to ${to}:`,
    sections: {
      pitches: 'Pitches',
      creas: 'Creative works',
      appointments: 'Appointments',
      companies: 'New companies',
      investmentRounds: 'Investment rounds',
      acquisitions: 'Acquisitions',
    },
    more: (count) => `and ${count} more`,
    empty: 'Nothing new this week.',
    footer:
      'You receive this e-mail because the weekly update is on in your profile. Choose its sections or turn it off under Communications:',
    unsubscribe: 'Stop the weekly update:',
  },
  it: {
    subject: (country) => `Il tuo aggiornamento settimanale AdAtlas – ${country}`,
    intro: (country, from, to) => `Le novità della settimana in ${country}, dal ${from} al ${to}:`,
    sections: {
      pitches: 'Gare',
      creas: 'Creatività',
      appointments: 'Nomine',
      companies: 'Nuove aziende',
      investmentRounds: 'Round di investimento',
      acquisitions: 'Acquisizioni',
    },
    more: (count) => `e altri ${count}`,
    empty: 'Nessuna novità questa settimana.',
    footer:
      "Ricevi questa e-mail perché l'aggiornamento settimanale è attivo nel tuo profilo. Scegli le sezioni o disattivalo in Comunicazioni:",
    unsubscribe: "Non ricevere più l'aggiornamento settimanale:",
  },
  fr: {
    subject: (country) => `Votre mise à jour hebdomadaire AdAtlas – ${country}`,
    intro: (country, from, to) => `Les nouveautés de la semaine (${country}), du ${from} au ${to} :`,
    sections: {
      pitches: "Appels d'offres",
      creas: 'Créations',
      appointments: 'Nominations',
      companies: 'Nouvelles entreprises',
      investmentRounds: 'Levées de fonds',
      acquisitions: 'Acquisitions',
    },
    more: (count) => `et ${count} de plus`,
    empty: 'Rien de nouveau cette semaine.',
    footer:
      'Vous recevez cet e-mail car la mise à jour hebdomadaire est activée dans votre profil. Choisissez ses rubriques ou désactivez-la dans Communications :',
    unsubscribe: 'Ne plus recevoir la mise à jour hebdomadaire :',
  },
  es: {
    subject: (country) => `Tu actualización semanal de AdAtlas – ${country}`,
    intro: (country, from, to) => `Las novedades de la semana en ${country}, del ${from} al ${to}:`,
    sections: {
      pitches: 'Concursos',
      creas: 'Creatividades',
      appointments: 'Nombramientos',
      companies: 'Nuevas empresas',
      investmentRounds: 'Rondas de inversión',
      acquisitions: 'Adquisiciones',
    },
    more: (count) => `y ${count} más`,
    empty: 'Nada nuevo esta semana.',
    footer:
      'Recibes este correo porque la actualización semanal está activada en tu perfil. Elige sus secciones o desactívala en Comunicaciones:',
    unsubscribe: 'Dejar de recibir la actualización semanal:',
  },
};

/**
 * For a user whose interface language is not known yet (users.language null), the mail speaks the
 * tenant's language where it is one of the four, else English.
 */
const TENANT_MAIL_LANGUAGE: Record<TenantId, Language> = {
  italy: 'it',
  france: 'fr',
  spain: 'es',
  mexico: 'es',
  germany: 'en',
  portugal: 'en',
  uk: 'en',
};

export function weeklyUpdateLanguage(tenant: TenantId): Language {
  return TENANT_MAIL_LANGUAGE[tenant];
}
