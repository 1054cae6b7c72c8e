import type { Labels } from './labels.ts';

export interface FlatItemSeed {
  key: string;
  labels: Labels;
}

const item = (key: string, labels: Labels): FlatItemSeed => ({ key, labels });
const same = (key: string, label: string): FlatItemSeed =>
  item(key, [label, label, label, label, label, label]);

/** Revenue bands a..l, in millions of the tenant currency (the unit is added per country). */
export const INCOME_BANDS: readonly [string, string][] = [
  ['a', '0–1'],
  ['b', '1–2'],
  ['c', '2–5'],
  ['d', '5–10'],
  ['e', '10–25'],
  ['f', '25–50'],
  ['g', '50–100'],
  ['h', '100–250'],
  ['i', '250–500'],
  ['j', '500–1,000'],
  ['k', '1,000–5,000'],
  ['l', '> 5,000'],
];

/** Head-count bands a..h. */
export const EMPLOYER_BANDS: readonly [string, string][] = [
  ['a', '1–9'],
  ['b', '10–49'],
  ['c', '50–99'],
  ['d', '100–249'],
  ['e', '250–499'],
  ['f', '500–999'],
  ['g', '1,000–4,999'],
  ['h', '5,000+'],
];

/** Lists whose labels do not depend on the country, only on its language. */
export const FLAT_LISTS = {
  international_invest: [
    item('europe', ['Europe', 'Europa', 'Europe', 'Europa', 'Europa', 'Europa']),
    item('north_america', [
      'North America',
      'Nord America',
      'Amérique du Nord',
      'Norteamérica',
      'Nordamerika',
      'América do Norte',
    ]),
    item('latin_america', [
      'Latin America',
      'America Latina',
      'Amérique latine',
      'Latinoamérica',
      'Lateinamerika',
      'América Latina',
    ]),
    item('asia', ['Asia', 'Asia', 'Asie', 'Asia', 'Asien', 'Ásia']),
    item('middle_east', [
      'Middle East',
      'Medio Oriente',
      'Moyen-Orient',
      'Oriente Medio',
      'Naher Osten',
      'Médio Oriente',
    ]),
    item('africa', ['Africa', 'Africa', 'Afrique', 'África', 'Afrika', 'África']),
    item('oceania', ['Oceania', 'Oceania', 'Océanie', 'Oceanía', 'Ozeanien', 'Oceânia']),
  ],
  medium_planning: [
    item('media_agency', [
      'Media agency',
      'Agenzia Media',
      'Agence média',
      'Agencia de medios',
      'Mediaagentur',
      'Agência de meios',
    ]),
    item('in_house', ['In-house', 'Interna', 'En interne', 'Interna', 'Inhouse', 'Interna']),
    item('not_disclosed', [
      'Not disclosed',
      'Non danno informazione',
      'Non communiqué',
      'No facilitan información',
      'Keine Angabe',
      'Não divulgam informação',
    ]),
  ],
  other_categories: [
    same('b2b', 'B2B'),
    same('b2c', 'B2C'),
    item('franchising', [
      'Franchising',
      'Franchising',
      'Franchise',
      'Franquicia',
      'Franchising',
      'Franchising',
    ]),
    item('startup', ['Start-up', 'Start-up', 'Start-up', 'Startup', 'Start-up', 'Startup']),
    item('family_business', [
      'Family business',
      'Azienda familiare',
      'Entreprise familiale',
      'Empresa familiar',
      'Familienunternehmen',
      'Empresa familiar',
    ]),
    item('listed', [
      'Listed company',
      'Società quotata',
      'Société cotée',
      'Empresa cotizada',
      'Börsennotiert',
      'Empresa cotada',
    ]),
    item('multinational', [
      'Multinational',
      'Multinazionale',
      'Multinationale',
      'Multinacional',
      'Multinational',
      'Multinacional',
    ]),
    item('online_store', [
      'Online store',
      'Negozio online',
      'Boutique en ligne',
      'Tienda online',
      'Onlineshop',
      'Loja online',
    ]),
  ],
  source: [
    item('press_release', [
      'Press release',
      'Comunicato stampa',
      'Communiqué de presse',
      'Nota de prensa',
      'Pressemitteilung',
      'Comunicado de imprensa',
    ]),
    item('trade_press', [
      'Trade press',
      'Stampa di settore',
      'Presse professionnelle',
      'Prensa especializada',
      'Fachpresse',
      'Imprensa especializada',
    ]),
    item('company', ['Company', 'Azienda', 'Entreprise', 'Empresa', 'Unternehmen', 'Empresa']),
    item('agency', ['Agency', 'Agenzia', 'Agence', 'Agencia', 'Agentur', 'Agência']),
    item('research', [
      'AdAtlas research',
      'Ricerca AdAtlas',
      'Recherche AdAtlas',
      'Investigación AdAtlas',
      'AdAtlas-Recherche',
      'Pesquisa AdAtlas',
    ]),
  ],
  scope: [
    item('national', ['National', 'Nazionale', 'National', 'Nacional', 'National', 'Nacional']),
    item('international', [
      'International',
      'Internazionale',
      'International',
      'Internacional',
      'International',
      'Internacional',
    ]),
    item('local', ['Local', 'Locale', 'Local', 'Local', 'Lokal', 'Local']),
  ],
  funding_type: [
    same('pre_seed', 'Pre-seed'),
    same('seed', 'Seed'),
    same('series_a', 'Series A'),
    same('series_b', 'Series B'),
    same('series_c', 'Series C'),
    item('private_equity', [
      'Private equity',
      'Private equity',
      'Capital-investissement',
      'Capital privado',
      'Private Equity',
      'Private equity',
    ]),
    item('debt', ['Debt financing', 'Finanziamento a debito', 'Dette', 'Deuda', 'Fremdkapital', 'Dívida']),
    same('crowdfunding', 'Crowdfunding'),
    same('ipo', 'IPO'),
  ],
  contract_type: [
    item('permanent', ['Permanent', 'Tempo indeterminato', 'CDI', 'Indefinido', 'Unbefristet', 'Sem termo']),
    item('fixed_term', ['Fixed term', 'Tempo determinato', 'CDD', 'Temporal', 'Befristet', 'A termo']),
    item('internship', ['Internship', 'Stage', 'Stage', 'Prácticas', 'Praktikum', 'Estágio']),
    item('freelance', [
      'Freelance',
      'Libera professione',
      'Freelance',
      'Autónomo',
      'Freiberuflich',
      'Prestação de serviços',
    ]),
    item('apprenticeship', [
      'Apprenticeship',
      'Apprendistato',
      'Alternance',
      'Formación dual',
      'Ausbildung',
      'Aprendizagem',
    ]),
  ],
  crea_category: [
    item('tv_spot', ['TV spot', 'Spot TV', 'Spot TV', 'Spot de TV', 'TV-Spot', 'Spot TV']),
    item('radio', ['Radio', 'Radio', 'Radio', 'Radio', 'Radio', 'Rádio']),
    item('print', ['Print', 'Stampa', 'Presse', 'Prensa', 'Print', 'Imprensa']),
    item('outdoor', ['Outdoor', 'Affissioni', 'Affichage', 'Exterior', 'Außenwerbung', 'Exterior']),
    item('online_video', [
      'Online video',
      'Video online',
      'Vidéo en ligne',
      'Vídeo online',
      'Online-Video',
      'Vídeo online',
    ]),
    item('social', [
      'Social',
      'Social',
      'Réseaux sociaux',
      'Redes sociales',
      'Social Media',
      'Redes sociais',
    ]),
    item('cinema', ['Cinema', 'Cinema', 'Cinéma', 'Cine', 'Kino', 'Cinema']),
  ],
} as const satisfies Record<string, readonly FlatItemSeed[]>;

/** Disciplines of an agency: the categories of pitches and of work relations. */
export const AGENCY_DISCIPLINES: readonly FlatItemSeed[] = [
  item('creative', ['Creative', 'Creatività', 'Création', 'Creatividad', 'Kreation', 'Criatividade']),
  item('media', ['Media', 'Media', 'Média', 'Medios', 'Media', 'Meios']),
  item('digital', ['Digital', 'Digital', 'Digital', 'Digital', 'Digital', 'Digital']),
  item('pr', [
    'PR',
    'Relazioni pubbliche',
    'Relations presse',
    'Relaciones públicas',
    'PR',
    'Relações públicas',
  ]),
  item('events', ['Events', 'Eventi', 'Événementiel', 'Eventos', 'Events', 'Eventos']),
  same('crm', 'CRM'),
  item('social', [
    'Social media',
    'Social media',
    'Réseaux sociaux',
    'Redes sociales',
    'Social Media',
    'Redes sociais',
  ]),
  item('branding', ['Branding', 'Branding', 'Identité de marque', 'Branding', 'Branding', 'Branding']),
  item('production', ['Production', 'Produzione', 'Production', 'Producción', 'Produktion', 'Produção']),
  item('shopper', [
    'Shopper marketing',
    'Shopper marketing',
    'Marketing point de vente',
    'Shopper marketing',
    'Shopper-Marketing',
    'Shopper marketing',
  ]),
];

/** Disciplines an advertising sales house or a media owner can hold (the others go to agencies). */
export const MEDIA_DISCIPLINES = new Set(['media']);
