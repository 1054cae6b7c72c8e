import { API_BASE, FRONTEND_API_BASE } from '@adatlas/domain/http';
import type { AppOptions } from '../app.ts';
import { brandAdvertiserRoutes } from '../modules/brand-advertisers/brand-advertisers.routes.ts';
import { createBrandAdvertisersService } from '../modules/brand-advertisers/brand-advertisers.service.ts';
import { brandRoutes } from '../modules/brands/brands.routes.ts';
import { createBrandsService } from '../modules/brands/brands.service.ts';
import { commentRoutes } from '../modules/comments/comments.routes.ts';
import { createCommentsService } from '../modules/comments/comments.service.ts';
import { companyRoutes } from '../modules/companies/companies.routes.ts';
import { createCompaniesService } from '../modules/companies/companies.service.ts';
import { createCompanyDetailService } from '../modules/companies/company-detail.service.ts';
import { companySectionRoutes } from '../modules/companies/company-sections.routes.ts';
import { createHttpWikipediaClient } from '../modules/companies/wikipedia.client.ts';
import { contactRoutes } from '../modules/contacts/contacts.routes.ts';
import { createContactsService } from '../modules/contacts/contacts.service.ts';
import { creativityRoutes } from '../modules/creativity/creativity.routes.ts';
import { createCreativityService } from '../modules/creativity/creativity.service.ts';
import { dictionaryRoutes } from '../modules/dictionaries/dictionaries.routes.ts';
import { createDictionaryProvider } from '../modules/dictionaries/dictionaries-provider.factory.ts';
import { createEntitlements } from '../modules/entitlements/entitlements.service.ts';
import { entityNewsRoutes } from '../modules/entity-news/entity-news.routes.ts';
import { createEntityNewsService } from '../modules/entity-news/entity-news.service.ts';
import { createExportAllowanceService } from '../modules/exports/export-allowance.service.ts';
import { exportRoutes } from '../modules/exports/exports.routes.ts';
import { createExportsService } from '../modules/exports/exports.service.ts';
import { homeRoutes } from '../modules/home/home.routes.ts';
import { createHomeService } from '../modules/home/home.service.ts';
import { mailerExportRoutes } from '../modules/mailer-export/mailer-export.routes.ts';
import { createMailerExportService } from '../modules/mailer-export/mailer-export.service.ts';
import { mapsRoutes } from '../modules/maps/maps.routes.ts';
import { createMapsService } from '../modules/maps/maps.service.ts';
import { createMapsProvider } from '../modules/maps/maps-provider.factory.ts';
import { newsRoutes } from '../modules/news/news.routes.ts';
import { createNewsService } from '../modules/news/news.service.ts';
import { pitchScoreRoutes } from '../modules/pitch-scores/pitch-scores.routes.ts';
import { createPitchScoresService } from '../modules/pitch-scores/pitch-scores.service.ts';
import { pitchRoutes } from '../modules/pitches/pitches.routes.ts';
import { createPitchesService } from '../modules/pitches/pitches.service.ts';
import { referenceListRoutes } from '../modules/reference-lists/reference-lists.routes.ts';
import { createReferenceListsService } from '../modules/reference-lists/reference-lists.service.ts';
import { createResultsLimit } from '../modules/results-limit/results-limit.ts';
import { savedSearchRoutes } from '../modules/saved-searches/saved-searches.routes.ts';
import { createSavedSearchesService } from '../modules/saved-searches/saved-searches.service.ts';
import { createRecordSearches } from '../modules/search/record-searches.ts';
import { searchRoutes } from '../modules/search/search.routes.ts';
import { createSearchService } from '../modules/search/search.service.ts';
import { tagRoutes } from '../modules/tags/tags.routes.ts';
import { createTagsService } from '../modules/tags/tags.service.ts';
import { workRelationRoutes } from '../modules/work-relations/work-relations.routes.ts';
import { createWorkRelationsService } from '../modules/work-relations/work-relations.service.ts';
import { createTenantDataCache } from '../platform/database/tenant-data-cache.ts';
import { createCompanionMailer } from '../platform/mailer/companion-mailer.client.ts';
import type { AccountServices } from './account-api.ts';
import type { App } from './http-platform.ts';

/**
 * The market data of one tenant and what users keep about it (tags, comments, saved searches,
 * exports): their services and the `/api/v1/frontend` routes; and the fetched dictionaries
 * (`/api/v1/i18n`).
 */
export async function registerDataApi(app: App, options: AppOptions, account: AccountServices) {
  const { config, databases } = options;
  const opens = options.recordOpen ?? account.consumption;
  const wikipedia = options.wikipedia ?? createHttpWikipediaClient({ baseUrl: config.WIKIPEDIA_API_URL });
  const resultsLimit = createResultsLimit(databases.core);
  const cache = createTenantDataCache({ databases, ttlMs: config.DATA_CACHE_MS });
  app.addHook('onClose', () => cache.close());
  const { flags } = account;
  // What a caller may see is decided here once: every search and linked-record read goes through it.
  const entitlements = createEntitlements({ flags, consumption: account.consumption });
  const searches = createRecordSearches({ entitlements });
  const maxResults = config.SEARCH_MAX_RESULTS;
  const frontend = {
    databases,
    search: createSearchService({ cache }),
    companies: createCompaniesService({ search: searches.company, maxResults, resultsLimit, cache }),
    companyDetail: createCompanyDetailService({
      wikipedia,
      opens,
      cache,
      entitlements,
      mediaLinks: account.mediaLinks,
    }),
    contacts: createContactsService({ search: searches.contact, maxResults, opens, resultsLimit, cache }),
    brands: createBrandsService({ entitlements, mediaLinks: account.mediaLinks }),
    referenceLists: createReferenceListsService(),
  };
  const pitches = createPitchesService({ search: searches.pitch });
  const creativity = createCreativityService({ mediaLinks: account.mediaLinks });
  const pitchScores = createPitchScoresService({ search: searches.pitchScore });
  const exportAllowance = createExportAllowanceService(databases.core);
  const exports = createExportsService({ allowance: exportAllowance, searches, entitlements, log: app.log });
  const mailerExport = createMailerExportService({
    core: databases.core,
    secretBox: account.secretBox,
    mailer: createCompanionMailer({ baseUrl: config.MAILER_URL, timeoutMs: config.MAILER_TIMEOUT_MS }),
    searches,
    entitlements,
  });
  const maps = createMapsService({
    provider: createMapsProvider(config, app.log),
    core: databases.core,
    entitlements,
  });
  // Once listening, off the start-up path: tests that only inject never pay for it.
  app.addHook('onListen', (done) => {
    setImmediate(() => maps.warm());
    done();
  });
  const dictionaries = createDictionaryProvider(config, app.log);

  await app.register(dictionaryRoutes, { prefix: API_BASE, dictionaries });

  await app.register(
    async (api) => {
      await api.register(searchRoutes, frontend);
      await api.register(exportRoutes, { exports, allowance: exportAllowance });
      await api.register(mailerExportRoutes, { mailerExport });
      await api.register(companyRoutes, frontend);
      await api.register(companySectionRoutes, frontend);
      await api.register(contactRoutes, frontend);
      await api.register(brandRoutes, frontend);
      await api.register(referenceListRoutes, frontend);
      await api.register(newsRoutes, { news: createNewsService() });
      await api.register(mapsRoutes, { maps, placesRateLimitPerMinute: config.PLACES_RATE_LIMIT_PER_MINUTE });
      await api.register(entityNewsRoutes, { entityNews: createEntityNewsService({ flags, entitlements }) });
      await api.register(pitchRoutes, { pitches });
      await api.register(pitchScoreRoutes, { pitchScores });
      await api.register(workRelationRoutes, {
        workRelations: createWorkRelationsService({ search: searches.workRelation }),
      });
      await api.register(creativityRoutes, { creativity });
      await api.register(homeRoutes, { home: createHomeService(), pitches, creativity });
      await api.register(brandAdvertiserRoutes, { brandAdvertisers: createBrandAdvertisersService() });
      await api.register(tagRoutes, { tags: createTagsService({ searches, entitlements }) });
      await api.register(commentRoutes, { comments: createCommentsService({ flags, entitlements }) });
      await api.register(savedSearchRoutes, {
        savedSearches: createSavedSearchesService({ flags, searches, entitlements }),
      });
    },
    { prefix: FRONTEND_API_BASE },
  );
}
