import { describePrewarm } from './dataset/bench-database.ts';
import type { ExportResult } from './measure/export-step.ts';
import type { MixedTrafficResult } from './measure/mixed-traffic.ts';
import type { WebBundleResult } from './measure/web-bundle.ts';
import { LIST_PAGES } from './measure/workload.ts';
import type { BenchReport, SeriesP95 } from './run-bench.ts';
import { atLeast, atMost, TARGETS, type TargetCheck } from './targets.ts';

/** Every target of bench/targets.ts against the measured report. */
function exportChecks(result: ExportResult): TargetCheck[] {
  if (result.status !== 200) {
    return [{ name: 'contact export', measured: result.note, target: 'answers 200', met: false }];
  }
  // Time is judged per 50,000 rows, so a scaled-down run reports a comparable figure.
  const per50k = Math.round((result.seconds / result.rows) * TARGETS.exportContacts.rows * 100) / 100;
  return [
    atMost('50,000-row export, seconds', per50k, TARGETS.exportContacts.seconds, 's'),
    atMost('export memory growth', result.memoryGrowthMb, TARGETS.exportContacts.memoryGrowthMb, 'MiB'),
  ];
}

/** The whole tenant's contacts in one file (#32): judged as measured, not scaled. */
function fullExportChecks(result: ExportResult): TargetCheck[] {
  if (result.status !== 200) {
    return [{ name: 'full-tenant export', measured: result.note, target: 'answers 200', met: false }];
  }
  return [
    atMost('full-tenant export, seconds', result.seconds, TARGETS.exportAllContacts.seconds, 's'),
    atMost(
      'full-tenant export memory growth',
      result.memoryGrowthMb,
      TARGETS.exportAllContacts.memoryGrowthMb,
      'MiB',
    ),
  ];
}

function webChecks(web: WebBundleResult | null): TargetCheck[] {
  if (!web) {
    const skipped = { measured: 'e2e suite', met: null };
    return [
      { name: 'web first page JS, gzip', ...skipped, target: `≤ ${TARGETS.webFirstPage.maxKib} KiB` },
      { name: 'every page code-split', ...skipped, target: 'no page chunk in the entry' },
    ];
  }
  return [
    atMost('web first page JS, gzip', web.firstPageKib, TARGETS.webFirstPage.maxKib, 'KiB'),
    {
      name: 'every page code-split',
      measured: web.pagesInEntry.length === 0 ? `${web.pageChunks} page chunks` : web.pagesInEntry.join(', '),
      target: 'no page chunk in the entry',
      met: web.pagesInEntry.length === 0,
    },
  ];
}

const SERIES_NAMES: Record<keyof SeriesP95, string> = {
  quickSearch: 'quick search',
  companyList: 'company list',
  contactList: 'contact list',
  companyDetail: 'company detail',
  contactDetail: 'contact detail',
};

const companies = (n: number) => `${n.toLocaleString('en')} companies`;

/** Growth (#32): each series' p95 on the full data set ÷ on a fifth of it. */
function growthChecks(growth: BenchReport['growth']): TargetCheck[] {
  if (!growth) return [];
  return Object.entries(SERIES_NAMES).map(([key, name]) =>
    atMost(
      `${name} p95 growth`,
      growth.ratios[key as keyof SeriesP95],
      TARGETS.growth.maxP95Ratio,
      `× (${companies(growth.large.sizes.companies)} ÷ ${companies(growth.small.sizes.companies)})`,
    ),
  );
}

/** The growth run's table: the p95 of each series at both sizes. */
function growthSection(growth: BenchReport['growth']): string[] {
  if (!growth) return [];
  const { small, large, ratios } = growth;
  return [
    '## Growth (the same sequential series on a fifth of the data)',
    '',
    `Data set "${small.sizes.label}" (${companies(small.sizes.companies)}, ${small.sizes.contacts.toLocaleString('en')} contacts; ${small.load.reused ? 'reused' : `loaded in ${small.load.seconds.toFixed(0)} s`}) against this run's "${large.sizes.label}" (${companies(large.sizes.companies)}), each in its own cluster, one after the other.`,
    '',
    `| series | p95 ms, ${companies(small.sizes.companies)} | p95 ms, ${companies(large.sizes.companies)} | ratio |`,
    '|---|---|---|---|',
    ...Object.entries(SERIES_NAMES).map(([key, name]) => {
      const k = key as keyof SeriesP95;
      return `| ${name} | ${small.p95[k]} | ${large.p95[k]} | ${ratios[k]} |`;
    }),
    '',
  ];
}

export function checkTargets(report: BenchReport): TargetCheck[] {
  const { steps, dataSet } = report;
  const {
    quickSearch: qs,
    companyList,
    contactList,
    companyDetail,
    contactDetail,
    burst,
    throughput,
  } = steps;
  const checks: TargetCheck[] = [
    atMost('quick search p95', qs.api.p95, TARGETS.quickSearch.p95),
    atMost('quick search p99', qs.api.p99, TARGETS.quickSearch.p99),
    atMost('typo fallback p95', qs.fallback.p95, TARGETS.typoFallback.p95),
    atLeast(
      'quick search HTTP @50 req/s',
      throughput.quickSearch.reqPerSec,
      TARGETS.quickSearchHttp.minReqPerSec,
    ),
    atMost('quick search HTTP @50 p99', throughput.quickSearch.p99, TARGETS.quickSearchHttp.p99),
  ];
  for (const [name, list] of [
    ['company list', companyList],
    ['contact list', contactList],
  ] as const) {
    checks.push(
      atMost(`${name} p95`, list.api.p95, TARGETS.list.p95),
      atLeast(`${name} @20 req/s`, list.load.reqPerSec, TARGETS.list.minReqPerSec),
      atMost(`${name} slowest count`, list.countMaxMs, TARGETS.count.max),
    );
  }
  checks.push(atMost('company list @20 p99', companyList.load.p99, TARGETS.list.loadP99));
  for (const [name, detail] of [
    ['company detail', throughput.companyDetail],
    ['contact detail', throughput.contactDetail],
  ] as const) {
    checks.push(
      atLeast(`${name} @50 req/s`, detail.reqPerSec, TARGETS.detail.minReqPerSec),
      atMost(`${name} @50 p99`, detail.p99, TARGETS.detail.p99),
    );
  }
  const ratios = { 'quick search': qs, 'company list': companyList, 'contact list': contactList };
  for (const [name, series] of Object.entries(ratios))
    checks.push(atMost(`${name} API ÷ SQL`, series.ratio, TARGETS.apiOverSql.max, '×'));
  for (const [name, series] of [
    ['company detail', companyDetail],
    ['contact detail', contactDetail],
  ] as const) {
    const overFloor = Math.round((series.api.p50 / series.floor.api.p50) * 100) / 100;
    const overSql = Math.round((series.api.p50 - series.sql.p50) * 1000) / 1000;
    checks.push(
      atMost(`${name} API p50 ÷ floor p50`, overFloor, TARGETS.detailOverFloor.maxRatio, '×'),
      atMost(`${name} API p50 − SQL p50`, overSql, TARGETS.detailOverFloor.maxOverSqlMs),
    );
  }
  const mixed = steps.mixedTraffic;
  checks.push(
    atLeast('mixed traffic @20 app ÷ pg throughput', mixed.ratio, TARGETS.mixedTraffic.minRatioToPg, '×'),
    atMost('mixed traffic @20 p99', mixed.app.p99, TARGETS.mixedTraffic.p99),
    {
      name: 'mixed traffic errors',
      measured: mixed.app.errors + mixed.pg.errors,
      target: '0 (app and pg replay)',
      met: mixed.app.errors + mixed.pg.errors === 0,
    },
    atMost('burst of first opens p95', burst.latency.p95, TARGETS.burst.p95),
    {
      name: 'burst credits exact',
      measured: burst.exact ? 'exact' : 'WRONG',
      target: 'remaining + opened = start',
      met: burst.exact,
    },
    ...exportChecks(steps.exportContacts),
    ...fullExportChecks(steps.exportAllContacts),
    ...webChecks(steps.web),
    atLeast(
      'advertiser auto-link precision',
      steps.advertiserMatching.precision,
      TARGETS.advertiserMatching.minPrecision,
      '',
    ),
    atLeast(
      'advertiser auto-link recall',
      steps.advertiserMatching.recall,
      TARGETS.advertiserMatching.minRecall,
      '',
    ),
    atLeast(
      'inferred relation precision',
      steps.inferredRelations.precision,
      TARGETS.inferredRelations.minPrecision,
      '',
    ),
    atLeast(
      'inferred relation recall',
      steps.inferredRelations.recall,
      TARGETS.inferredRelations.minRecall,
      '',
    ),
  );
  checks.push(...growthChecks(report.growth));
  if (!dataSet.load.reused)
    checks.push(
      atMost(
        'data set load',
        Math.round((dataSet.load.seconds / 60) * 10) / 10,
        TARGETS.loadMinutes.max,
        'min',
      ),
    );
  return checks;
}

const cell = (value: unknown) => String(value);

const GROUP_NAMES = {
  quickSearch: 'quick search',
  list: 'lists with counts',
  detail: 'detail',
  firstOpen: 'first opens with credits',
} as const;

/** The cache-cold mixed traffic step: app against the same statements through pg, and per group. */
function mixedSection(mixed: MixedTrafficResult): string[] {
  const errors = Object.entries(mixed.statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
  return [
    `Cache-cold mixed traffic (docs/performance.md "Cache-cold mixed traffic"): ${mixed.requests} unique requests at ${mixed.connections} connections, the tenant data cache emptied first; then the tenant statements each request sent, replayed request by request through a pg pool of ${mixed.connections}. App ÷ pg throughput **${mixed.ratio}**; ${mixed.statements.perAnswer} tenant statements per answer (${mixed.statements.tenant.toLocaleString('en')} in all) plus ${mixed.statements.otherPerAnswer} session, licence and credit statements not replayed; ${mixed.credits.firstOpens} first opens with ${mixed.credits.start} credits.${errors ? ` Failed: ${errors}.` : ''}`,
    '',
    '| mixed traffic | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | statements per answer |',
    '|---|---|---|---|---|---|---|---|---|',
    `| app, over HTTP | ${mixed.requests} | ${mixed.app.reqPerSec} | ${mixed.app.p50} | ${mixed.app.p95} | ${mixed.app.p99} | ${mixed.app.max} | ${mixed.app.errors} | ${mixed.statements.perAnswer} |`,
    `| same statements through pg | ${mixed.requests} | ${mixed.pg.reqPerSec} | ${mixed.pg.p50} | ${mixed.pg.p95} | ${mixed.pg.p99} | ${mixed.pg.max} | ${mixed.pg.errors} | ${mixed.statements.perAnswer} |`,
    ...Object.entries(mixed.groups).map(
      ([group, g]) =>
        `| ↳ ${GROUP_NAMES[group as keyof typeof GROUP_NAMES]} (app) | ${g.requests} | | ${g.p50} | | ${g.p99} | | ${g.errors} | ${g.statementsPerAnswer} |`,
    ),
    '',
  ];
}

/** How many filter sets a list series ran: each is sent for every page of LIST_PAGES. */
const filterSets = (series: { api: { count: number } }) => series.api.count / LIST_PAGES.length;

export function toMarkdown(report: BenchReport, checks: readonly TargetCheck[]): string {
  const { steps, machine, dataSet } = report;
  const row = (
    name: string,
    s: {
      api: { p50: number; p95: number; p99: number; reqPerSec: number };
      sql: { p50: number; p95: number };
      ratio: number;
    },
  ) =>
    `| ${name} | ${s.api.p50} | ${s.api.p95} | ${s.api.p99} | ${s.api.reqPerSec} | ${s.sql.p50} | ${s.sql.p95} | ${s.ratio} |`;
  const load = (
    name: string,
    r: {
      connections: number;
      reqPerSec: number;
      p50: number;
      p90: number;
      p99: number;
      non2xx: number;
      errors: number;
      total: number;
      databaseStatements?: number;
    },
  ) =>
    `| ${name} | ${r.connections} | ${r.reqPerSec} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.non2xx + r.errors} | ${r.databaseStatements === undefined ? '' : `${r.databaseStatements.toLocaleString('en')} for ${r.total.toLocaleString('en')} answers`} |`;
  const counts = Object.entries(dataSet.load.rowCounts)
    .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
    .join(', ');
  const lines = [
    `# Bench ${report.quick ? '(quick smoke run)' : ''} — ${report.startedAt}`,
    '',
    `Machine: ${machine.cpus}, ${machine.memoryGb} GB, ${machine.platform}, Node ${machine.node}; load average at the end ${machine.loadAverage.one} (1 min) / ${machine.loadAverage.five} (5 min).`,
    `Data set "${dataSet.label}": ${counts}; ${dataSet.load.reused ? 'reused from cache (loaded in' : 'loaded in'} ${dataSet.load.seconds.toFixed(0)} s${dataSet.load.reused ? ')' : ''}; ${describePrewarm(dataSet.prewarm)} before measuring.`,
    '',
    '## Sequential series (one request at a time, real HTTP; SQL = the same statements replayed through pg)',
    '',
    '| query | p50 ms | p95 ms | p99 ms | req/s | SQL p50 ms | SQL p95 ms | API ÷ SQL |',
    '|---|---|---|---|---|---|---|---|',
    row('quick search', steps.quickSearch),
    `| ↳ typo fallback (${steps.quickSearch.fallback.count} requests) | ${steps.quickSearch.fallback.p50} | ${steps.quickSearch.fallback.p95} | ${steps.quickSearch.fallback.p99} | | | | |`,
    row(`company list (${filterSets(steps.companyList)} filter sets × pages 1–50)`, steps.companyList),
    row(`contact list (${filterSets(steps.contactList)} filter sets × pages 1–50)`, steps.contactList),
    row('company detail', steps.companyDetail),
    row('↳ floor: bare Fastify + pg, same statements', steps.companyDetail.floor),
    row('contact detail', steps.contactDetail),
    row('↳ floor: bare Fastify + pg, same statements', steps.contactDetail.floor),
    '',
    'The floor rows send the statements of each detail call through a bare Fastify route and a pg pool (no hooks, auth, validation or mapping; bench/measure/detail-floor.ts): what HTTP and the driver alone cost here, against which the API ÷ SQL of the detail calls is to be read.',
    '',
    `Slowest capped count: companies ${steps.companyList.countMaxMs} ms, contacts ${steps.contactList.countMaxMs} ms; answers shown as "10,000+": ${steps.companyList.cappedCounts} (companies), ${steps.contactList.cappedCounts} (contacts).`,
    '',
    '## Under load (autocannon 9, worker thread on the same machine)',
    '',
    '| target | connections | req/s | p50 ms | p90 ms | p99 ms | non-2xx + errors | tenant SQL statements sent |',
    '|---|---|---|---|---|---|---|---|',
    load('GET /healthz (framework floor)', steps.throughput.healthz),
    load('quick search', steps.throughput.quickSearch),
    load('company detail', steps.throughput.companyDetail),
    load('contact detail', steps.throughput.contactDetail),
    load('company list', steps.companyList.load),
    load('contact list', steps.contactList.load),
    '',
    'The load runs replay the requests of the sequential series, so many answers come from the tenant data cache (docs/performance.md §12); the last column counts the statements that still reached the tenant schema.',
    '',
    ...mixedSection(steps.mixedTraffic),
    `Read replicas (docs/deployment.md "Read replicas"), quick search with the data cache off on a primary of its own (${steps.replicaQuickSearch.dataSet}); the replica answered ${Math.round(steps.replicaQuickSearch.replicaShare * 100)} % of the routed reads. Both servers share this machine's CPUs with the load generator, so this shows the routing's cost, not a second server's capacity:`,
    '',
    '| target | connections | req/s | p50 ms | p90 ms | p99 ms | non-2xx + errors | |',
    '|---|---|---|---|---|---|---|---|',
    load('quick search, primary only', steps.replicaQuickSearch.primaryOnly),
    load('quick search, one streaming replica', steps.replicaQuickSearch.oneReplica),
    '',
    `Burst of ${steps.burst.size} first opens with ${steps.burst.startCredits} credits: ${steps.burst.ok} opened, ${steps.burst.refused} refused (402), ${steps.burst.other} other; recorded opens ${steps.burst.opened}, remaining ${steps.burst.remaining} → ${steps.burst.exact ? 'exact' : 'NOT EXACT'}; p50 ${steps.burst.latency.p50} ms, p95 ${steps.burst.latency.p95} ms.`,
    '',
    `Contact export: ${steps.exportContacts.note}.`,
    `Full-tenant export (administrator, every active contact): ${steps.exportAllContacts.note}.`,
    '',
    steps.web
      ? `Web: the first page (entry + home route with their static imports) is ${steps.web.firstPageKib} KiB of gzipped JavaScript in ${steps.web.files} files; ${steps.web.pageChunks} route pages are chunks of their own.`
      : 'Web: not measured in the smoke run (the e2e suite checks the same budget).',
    '',
    `Ad-library advertiser matching (generated set, docs/ad-libraries.md "Matching"): ${steps.advertiserMatching.names} names (${steps.advertiserMatching.known} known, ${steps.advertiserMatching.unknown} unknown), ${steps.advertiserMatching.autoLinked} linked automatically, ${steps.advertiserMatching.autoCorrect} of them right: precision ${steps.advertiserMatching.precision}, recall ${steps.advertiserMatching.recall}; right brand ${steps.advertiserMatching.brandAccuracy}; unknown names linked ${steps.advertiserMatching.unknownAutoLinked}; the queue's proposals right ${steps.advertiserMatching.queueProposalPrecision}; scored in ${steps.advertiserMatching.seconds} s.`,
    '',
    `Inferred agency–brand relations (same set, docs/ad-libraries.md "Inferred relations"): ${steps.inferredRelations.truePairs} true pairs among ${steps.inferredRelations.traps} advertiser-paid traps, ${steps.inferredRelations.proposed} proposed with no editor, ${steps.inferredRelations.proposedRight} of them true: precision ${steps.inferredRelations.precision}, recall ${steps.inferredRelations.recall}; proposed in ${steps.inferredRelations.seconds} s.`,
    '',
    ...growthSection(report.growth),
    '## Targets (bench/targets.ts)',
    '',
    '| check | measured | target | |',
    '|---|---|---|---|',
    ...checks.map(
      (c) =>
        `| ${c.name} | ${cell(c.measured)} | ${c.target} | ${c.met === null ? 'n/a' : c.met ? 'met' : '**missed**'} |`,
    ),
  ];
  const explains = [
    ['quick search', steps.quickSearch],
    ['company list', steps.companyList],
    ['contact list', steps.contactList],
    ['company detail', steps.companyDetail],
    ['contact detail', steps.contactDetail],
  ] as const;
  const missed = new Set(
    checks.filter((c) => c.met === false).map((c) => c.name.split(' ').slice(0, 2).join(' ')),
  );
  lines.push('', '## Slowest requests per series', '');
  for (const [name, series] of explains) {
    lines.push(`**${name}**`, '', '| API ms | SQL ms | request |', '|---|---|---|');
    for (const s of series.slowest) lines.push(`| ${s.apiMs} | ${s.sqlMs} | \`${s.label}\` |`);
    lines.push('');
  }
  for (const [name, series] of explains) {
    if (!missed.has(name) || !series.slowestExplain) continue;
    lines.push(
      '',
      `### EXPLAIN (ANALYZE, BUFFERS) — slowest ${name} statement`,
      '',
      '```',
      series.slowestExplain,
      '```',
    );
  }
  return `${lines.join('\n')}\n`;
}
