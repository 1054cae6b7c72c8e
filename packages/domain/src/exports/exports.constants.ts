import type { Language } from '../languages/languages.constants.ts';

/** The three spreadsheet exports and the file each one downloads as (spec data §7). */
export const EXPORT_KINDS = ['companies', 'contacts', 'work-relations'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_FILE_NAMES: Record<ExportKind, string> = {
  companies: 'company-list.xlsx',
  contacts: 'contact-list.xlsx',
  'work-relations': 'work-relations.xlsx',
};

/** The scope that opens the work-relation export to customers; admins always have it (spec data §6). */
export const WORK_RELATIONS_EXPORT_SCOPE = 'p_workingRelationsExport:any';

/** A tag's contacts download under one fixed name; its companies under the tag's name (spec data §7). */
export const TAG_CONTACTS_FILE_NAME = 'tag-contact-list.xlsx';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows fetched from the database cursor per round trip; also the unit of stream backpressure. */
export const EXPORT_BATCH_SIZE = 1000;
/** Contacts sent to the companion mailer per request. */
export const MAILER_BATCH_SIZE = 500;
/** Upper bound on explicitly selected contacts in one mailer export. */
export const MAILER_MAX_IDS = 10_000;

type Labels = Record<Language, string>;

/**
 * Header labels of the spreadsheets. They live here, not in the web dictionaries, because the
 * server writes them into the file in the caller's language (Accept-Language).
 */
export const EXPORT_HEADERS = {
  id: { en: 'ID', it: 'ID', fr: 'ID', es: 'ID' },
  company: { en: 'Company', it: 'Azienda', fr: 'Entreprise', es: 'Empresa' },
  type: { en: 'Type', it: 'Tipo', fr: 'Type', es: 'Tipo' },
  mainCategory: {
    en: 'Main category',
    it: 'Categoria principale',
    fr: 'Catégorie principale',
    es: 'Categoría principal',
  },
  name: { en: 'Name', it: 'Nome', fr: 'Prénom', es: 'Nombre' },
  surname: { en: 'Surname', it: 'Cognome', fr: 'Nom', es: 'Apellido' },
  title: { en: 'Job title', it: 'Ruolo', fr: 'Poste', es: 'Cargo' },
  function: { en: 'Function', it: 'Funzione', fr: 'Fonction', es: 'Función' },
  email: { en: 'E-mail', it: 'E-mail', fr: 'E-mail', es: 'Correo electrónico' },
  tel: { en: 'Telephone', it: 'Telefono', fr: 'Téléphone', es: 'Teléfono' },
  phone: { en: 'Mobile', it: 'Cellulare', fr: 'Portable', es: 'Móvil' },
  website: { en: 'Website', it: 'Sito web', fr: 'Site web', es: 'Sitio web' },
  linkedin: { en: 'LinkedIn', it: 'LinkedIn', fr: 'LinkedIn', es: 'LinkedIn' },
  address: { en: 'Address', it: 'Indirizzo', fr: 'Adresse', es: 'Dirección' },
  postalCode: { en: 'Postal code', it: 'CAP', fr: 'Code postal', es: 'Código postal' },
  city: { en: 'City', it: 'Città', fr: 'Ville', es: 'Ciudad' },
  province: { en: 'Province', it: 'Provincia', fr: 'Département', es: 'Provincia' },
  region: { en: 'Region', it: 'Regione', fr: 'Région', es: 'Región' },
  vat: { en: 'VAT number', it: 'Partita IVA', fr: 'Numéro de TVA', es: 'NIF-IVA' },
  creationYear: { en: 'Founded', it: 'Anno di fondazione', fr: 'Année de création', es: 'Año de fundación' },
  numberOfContacts: { en: 'Contacts', it: 'Contatti', fr: 'Contacts', es: 'Contactos' },
  brand: { en: 'Brand', it: 'Marca', fr: 'Marque', es: 'Marca' },
  sectors: { en: 'Sectors', it: 'Settori', fr: 'Secteurs', es: 'Sectores' },
  agency: { en: 'Agency', it: 'Agenzia', fr: 'Agence', es: 'Agencia' },
  agencyCategories: { en: 'Services', it: 'Servizi', fr: 'Services', es: 'Servicios' },
  createdAt: { en: 'Created', it: 'Creato il', fr: 'Créé le', es: 'Creado el' },
  modifiedAt: {
    en: 'Last update',
    it: 'Ultimo aggiornamento',
    fr: 'Dernière mise à jour',
    es: 'Última actualización',
  },
} as const satisfies Record<string, Labels>;
export type ExportHeaderKey = keyof typeof EXPORT_HEADERS;
