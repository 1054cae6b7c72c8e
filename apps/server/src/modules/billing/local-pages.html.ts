import type { ActivePlan } from '@adatlas/domain/billing';
import { formatPrice } from '@adatlas/domain/formatting';
import { escapeHtml } from '../../platform/http/escape-html.ts';

// Inline styles are allowed by the CSP (style-src 'unsafe-inline'); scripts are not, so the pages are plain forms.
const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;
background:#f3f5f9;color:#1f2937;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(15,23,42,.08);padding:32px;width:100%;max-width:440px}
h1{font-size:20px;margin:0 0 4px}p.muted{color:#6b7280;margin:0 0 20px;font-size:14px}
.recap{display:flex;justify-content:space-between;align-items:baseline;border:1px solid #e5e7eb;border-radius:8px;
padding:12px 16px;margin-bottom:20px}.recap strong{font-size:22px}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}
input,select{width:100%;padding:10px 12px;border:1px solid #d1d5db;border-radius:6px;font-size:15px}
input:focus,select:focus{outline:2px solid #1677ff;border-color:#1677ff}.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:6px;background:#1677ff;color:#fff;
font-size:15px;font-weight:600;cursor:pointer}button.danger{background:#fff;color:#cf1322;border:1px solid #cf1322}
.error{background:#fff1f0;border:1px solid #ffa39e;color:#a8071a;padding:10px 12px;border-radius:6px;font-size:14px}
.hint{font-size:12px;color:#6b7280;margin-top:16px;line-height:1.5}a{color:#1677ff}hr{border:0;border-top:1px solid #e5e7eb;margin:24px 0}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const price = (plan: ActivePlan) =>
  `${formatPrice(plan.price, plan.currency, 'en')} <small>/ ${plan.period === 'year' ? 'year' : 'month'} + VAT</small>`;

export function checkoutPage(input: { plan: ActivePlan; email: string; error?: string }): string {
  const { plan } = input;
  return page(
    'AdAtlas checkout',
    `<h1>AdAtlas checkout</h1><p class="muted">Test mode — no real card is charged.</p>
<div class="recap"><span>${escapeHtml(plan.planName)}<br><small>${plan.companyCredits} company and ${plan.contactCredits} contact credits</small></span><strong>${price(plan)}</strong></div>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post">
<label for="email">E-mail</label><input id="email" value="${escapeHtml(input.email)}" disabled>
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="MM / YY" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" required></div></div>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required>
<button type="submit">Pay ${price(plan).replace(/<[^>]+>/g, '')}</button></form>
<p class="hint">Card 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined. Any future expiry and any CVC.</p>`,
  );
}

export function closedSessionPage(): string {
  return page(
    'Session ended',
    '<h1>This session has ended</h1><p class="muted">It was already used or has expired. Go back to AdAtlas and start again.</p>',
  );
}

export function portalPage(input: {
  plan: ActivePlan | null;
  status: string | null;
  periodEnd: Date | null;
  plans: ActivePlan[];
  returnUrl: string;
}): string {
  const current = input.plan
    ? `<div class="recap"><span>${escapeHtml(input.plan.planName)}<br><small>Status: ${escapeHtml(input.status ?? '')}${
        input.periodEnd ? ` · renews ${input.periodEnd.toISOString().slice(0, 10)}` : ''
      }</small></span><strong>${price(input.plan)}</strong></div>`
    : '<p class="muted">No subscription on this account.</p>';
  const options = input.plans
    .filter((plan) => plan.id !== input.plan?.id)
    .map(
      (plan) =>
        `<option value="${escapeHtml(plan.id)}">${escapeHtml(plan.planName)} — ${formatPrice(plan.price, plan.currency, 'en')}</option>`,
    )
    .join('');
  const canChange = input.plan !== null && input.status !== 'canceled';
  return page(
    'AdAtlas billing',
    `<h1>Manage your subscription</h1><p class="muted">Test mode billing portal.</p>${current}
${canChange && options ? `<form method="post"><input type="hidden" name="action" value="change"><label for="planId">Change plan</label><select id="planId" name="planId">${options}</select><button type="submit">Change plan</button></form>` : ''}
${canChange ? '<hr><form method="post"><input type="hidden" name="action" value="cancel"><button class="danger" type="submit">Cancel subscription</button></form>' : ''}
<p class="hint"><a href="${escapeHtml(input.returnUrl)}">Back to AdAtlas</a></p>`,
  );
}
