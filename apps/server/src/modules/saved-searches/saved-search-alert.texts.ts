import type { AlertFrequency } from '@adatlas/domain/alerts';
import type { Language } from '@adatlas/domain/languages';
import type { SavedSearchType } from '@adatlas/domain/saved-searches';

export interface SavedSearchAlertTexts {
  subject(name: string, count: number): string;
  intro(frequency: AlertFrequency, name: string, count: number): string;
  /** What the new records are, per kind of saved search. */
  kinds: Record<SavedSearchType, string>;
  /** The link opening the list on the new records only. */
  openAll: string;
  more(count: number): string;
  winner: string;
  footer: string;
  /** Before the link that switches the e-mail alerts off in one click. */
  unsubscribe: string;
}

/**
 * The saved-search alert in the four interface languages, kept beside the mail: the server renders
 * mails without the web dictionaries.
 */
export const SAVED_SEARCH_ALERT_TEXTS: Record<Language, SavedSearchAlertTexts> = {
  en: {
    subject: (name, count) => `AdAtlas: ${count} new ${count === 1 ? 'result' : 'results'} for "${name}"`,
    intro: (frequency, name, count) =>
      `Your saved search "${name}" has ${count} new ${count === 1 ? 'result' : 'results'} since the last ${frequency === 'daily' ? 'daily' : 'weekly'} alert:`,
    kinds: { company: 'Companies', contact: 'Contacts', pitch: 'Pitches', pitchScore: 'Pitch scores' },
    openAll: 'Open the search on the new results',
    more: (count) => `and ${count} more`,
    winner: 'Winner',
    footer:
      'You receive this because you follow this saved search. Stop following it from the saved-search list.',
    unsubscribe: 'Stop these e-mail alerts:',
  },
  it: {
    subject: (name, count) =>
      `AdAtlas: ${count} ${count === 1 ? 'nuovo risultato' : 'nuovi risultati'} per "${name}"`,
    intro: (frequency, name, count) =>
      `La ricerca salvata "${name}" ha ${count} ${count === 1 ? 'nuovo risultato' : 'nuovi risultati'} dall'ultimo avviso ${frequency === 'daily' ? 'giornaliero' : 'settimanale'}:`,
    kinds: { company: 'Aziende', contact: 'Contatti', pitch: 'Gare', pitchScore: 'Punteggi gara' },
    openAll: 'Apri la ricerca sui nuovi risultati',
    more: (count) => `e altri ${count}`,
    winner: 'Vincitore',
    footer:
      "Ricevi questa e-mail perché segui questa ricerca salvata. Puoi smettere di seguirla dall'elenco delle ricerche salvate.",
    unsubscribe: 'Non ricevere più questi avvisi e-mail:',
  },
  fr: {
    subject: (name, count) =>
      `AdAtlas : ${count} ${count === 1 ? 'nouveau résultat' : 'nouveaux résultats'} pour « ${name} »`,
    intro: (frequency, name, count) =>
      `Votre recherche enregistrée « ${name} » compte ${count} ${count === 1 ? 'nouveau résultat' : 'nouveaux résultats'} depuis la dernière alerte ${frequency === 'daily' ? 'quotidienne' : 'hebdomadaire'} :`,
    kinds: {
      company: 'Entreprises',
      contact: 'Contacts',
      pitch: 'Compétitions',
      pitchScore: 'Scores de compétition',
    },
    openAll: 'Ouvrir la recherche sur les nouveaux résultats',
    more: (count) => `et ${count} de plus`,
    winner: 'Gagnant',
    footer:
      'Vous recevez cet e-mail parce que vous suivez cette recherche enregistrée. Arrêtez de la suivre depuis la liste des recherches enregistrées.',
    unsubscribe: 'Ne plus recevoir ces alertes e-mail :',
  },
  es: {
    subject: (name, count) =>
      `AdAtlas: ${count} ${count === 1 ? 'resultado nuevo' : 'resultados nuevos'} para «${name}»`,
    intro: (frequency, name, count) =>
      `Tu búsqueda guardada «${name}» tiene ${count} ${count === 1 ? 'resultado nuevo' : 'resultados nuevos'} desde la última alerta ${frequency === 'daily' ? 'diaria' : 'semanal'}:`,
    kinds: {
      company: 'Empresas',
      contact: 'Contactos',
      pitch: 'Concursos',
      pitchScore: 'Puntuaciones de concurso',
    },
    openAll: 'Abrir la búsqueda con los resultados nuevos',
    more: (count) => `y ${count} más`,
    winner: 'Ganador',
    footer:
      'Recibes este e-mail porque sigues esta búsqueda guardada. Deja de seguirla desde la lista de búsquedas guardadas.',
    unsubscribe: 'Dejar de recibir estas alertas por e-mail:',
  },
};
