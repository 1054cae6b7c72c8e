import type { AlertEvent, AlertFrequency } from '@adatlas/domain/alerts';
import type { Language } from '@adatlas/domain/languages';

export interface AlertDigestTexts {
  subject(frequency: AlertFrequency, companies: number): string;
  intro: string;
  footer: string;
  /** Before the link that switches the alerts off in one click. */
  unsubscribe: string;
  /** One line per event, worded like the alert settings of the company page. */
  events: Record<AlertEvent, string>;
}

/**
 * The followed-company digest in the four interface languages, kept beside the mail: the server
 * renders mails without the web dictionaries.
 */
export const ALERT_DIGEST_TEXTS: Record<Language, AlertDigestTexts> = {
  en: {
    subject: (frequency, count) =>
      `AdAtlas ${frequency} alert: news about ${count} followed ${count === 1 ? 'company' : 'companies'}`,
    intro: 'News about the companies you follow:',
    footer: 'Change what you receive in your profile, under Communications.',
    unsubscribe: 'Stop these e-mail alerts:',
    events: {
      contact_change: 'Contact changed role or company',
      new_contact: 'New contact',
      new_creativity: 'New creative work',
      new_fundraiser: 'New investment round',
      new_mergers_and_acquisitions: 'New merger or acquisition',
      new_pitch: 'New pitch',
      work_relation_change: 'Agency started or stopped working on a brand',
    },
  },
  it: {
    subject: (frequency, count) =>
      `Avviso ${frequency === 'daily' ? 'giornaliero' : 'settimanale'} AdAtlas: novità su ${count} ${count === 1 ? 'azienda seguita' : 'aziende seguite'}`,
    intro: 'Le novità sulle aziende che segui:',
    footer: 'Puoi modificare ciò che ricevi nel tuo profilo, in Comunicazioni.',
    unsubscribe: 'Non ricevere più questi avvisi e-mail:',
    events: {
      contact_change: 'Un contatto ha cambiato ruolo o azienda',
      new_contact: 'Nuovo contatto',
      new_creativity: 'Nuova creatività',
      new_fundraiser: 'Nuovo round di investimento',
      new_mergers_and_acquisitions: 'Nuova fusione o acquisizione',
      new_pitch: 'Nuova gara',
      work_relation_change: "Un'agenzia ha iniziato o smesso di lavorare su un marchio",
    },
  },
  fr: {
    subject: (frequency, count) =>
      `Alerte ${frequency === 'daily' ? 'quotidienne' : 'hebdomadaire'} AdAtlas : du nouveau sur ${count} ${count === 1 ? 'entreprise suivie' : 'entreprises suivies'}`,
    intro: 'Les nouveautés des entreprises que vous suivez :',
    footer: 'Modifiez ce que vous recevez dans votre profil, rubrique Communications.',
    unsubscribe: 'Ne plus recevoir ces alertes e-mail :',
    events: {
      contact_change: "Un contact a changé de poste ou d'entreprise",
      new_contact: 'Nouveau contact',
      new_creativity: 'Nouvelle création',
      new_fundraiser: 'Nouvelle levée de fonds',
      new_mergers_and_acquisitions: 'Nouvelle fusion ou acquisition',
      new_pitch: 'Nouvelle compétition',
      work_relation_change: 'Une agence a commencé ou cessé de travailler sur une marque',
    },
  },
  es: {
    subject: (frequency, count) =>
      `Alerta ${frequency === 'daily' ? 'diaria' : 'semanal'} de AdAtlas: novedades de ${count} ${count === 1 ? 'empresa seguida' : 'empresas seguidas'}`,
    intro: 'Novedades de las empresas que sigues:',
    footer: 'Cambia lo que recibes en tu perfil, en Comunicaciones.',
    unsubscribe: 'Dejar de recibir estas alertas por e-mail:',
    events: {
      contact_change: 'Un contacto ha cambiado de cargo o de empresa',
      new_contact: 'Nuevo contacto',
      new_creativity: 'Nueva creatividad',
      new_fundraiser: 'Nueva ronda de inversión',
      new_mergers_and_acquisitions: 'Nueva fusión o adquisición',
      new_pitch: 'Nuevo concurso',
      work_relation_change: 'Una agencia empezó o dejó de trabajar en una marca',
    },
  },
};
