// Runs before the app's modules: zod reads this when it loads. Without it zod probes `new Function`
// to decide whether it may compile fast parsers, and the CSP (script-src 'self', no 'unsafe-eval')
// reports that probe as a violation even though zod catches the error.
globalThis.__zod_globalConfig = { jitless: true };
