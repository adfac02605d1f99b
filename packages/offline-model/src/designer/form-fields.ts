/** The fields of a form screen, chosen by what the form is for. */
import { esc } from '../kits/h';
import type { SampleItem } from './catalog';
import type { FormWords } from './words';

export function field(label: string, placeholder: string, type = 'text'): string {
  return `<label class="block"><span class="text-caption font-semibold text-ink">${esc(label)}</span><input type="${type}" class="mt-1 w-full rounded-ds border border-line bg-card px-3 py-2.5 text-body text-ink outline-none focus:border-primary" placeholder="${esc(placeholder)}"></label>`;
}

function select(label: string, options: readonly string[]): string {
  return `<label class="block"><span class="text-caption font-semibold text-ink">${esc(label)}</span><select class="mt-1 w-full rounded-ds border border-line bg-card px-3 py-2.5 text-body text-ink outline-none focus:border-primary">${options.map((o) => `<option>${esc(o)}</option>`).join('')}</select></label>`;
}

function textarea(label: string, placeholder: string): string {
  return `<label class="block"><span class="text-caption font-semibold text-ink">${esc(label)}</span><textarea rows="3" class="mt-1 w-full rounded-ds border border-line bg-card px-3 py-2.5 text-body text-ink outline-none focus:border-primary" placeholder="${esc(placeholder)}"></textarea></label>`;
}

function choices(label: string, options: readonly string[]): string {
  return `<div><span class="text-caption font-semibold text-ink">${esc(label)}</span><div class="mt-1 grid grid-cols-3 gap-2">${options
    .map((o, i) => `<span class="rounded-ds-sm border px-2 py-2 text-center text-caption font-semibold ${i === 0 ? 'border-primary bg-primary-soft text-primary' : 'border-line bg-card text-ink'}">${esc(o)}</span>`)
    .join('')}</div></div>`;
}

export interface FormSpec {
  step: string;
  fields: string[];
  submit: string;
}

/**
 * The form a screen needs, read from its name and purpose in any of the three languages, worded
 * in the screen's language.
 */
export function formSpec(purpose: string, items: readonly SampleItem[], w: FormWords): FormSpec {
  const p = purpose.toLowerCase();
  if (/sign ?up|register|create account|注册|साइन अप|रजिस्टर/.test(p)) {
    const t = w.signUp;
    return {
      step: t.step,
      fields: [field(t.email, t.emailHint, 'email'), field(t.password, '••••••••', 'password'), choices(t.teamSize, ['1–10', '11–50', '50+']), '<div class="grid grid-cols-2 gap-2"><button class="rounded-ds border border-line bg-card py-2.5 text-body font-semibold text-ink">Google</button><button class="rounded-ds border border-line bg-card py-2.5 text-body font-semibold text-ink">GitHub</button></div>'],
      submit: t.submit,
    };
  }
  if (/sign ?in|log ?in|登录|साइन इन|लॉगिन/.test(p)) {
    const t = w.signIn;
    return { step: t.step, fields: [field(t.email, 'you@example.com', 'email'), field(t.password, '••••••••', 'password')], submit: t.submit };
  }
  if (/ticket|booking|reserv|门票|购票|预订|预约|टिकट|बुकिंग|आरक्षण/.test(p)) {
    const t = w.tickets;
    return {
      step: t.step,
      fields: [choices(t.ticket, t.kinds), field(t.date, t.dateHint, 'text'), select(t.quantity, t.counts), `<div class="flex justify-between border-t border-line pt-3 text-body font-semibold text-ink"><span>${esc(t.total)}</span><span>${esc(t.price)}</span></div>`],
      submit: t.submit,
    };
  }
  if (/checkout|payment|order|结账|支付|订单|购物车|चेकआउट|भुगतान|ऑर्डर|कार्ट/.test(p)) {
    const t = w.checkout;
    return {
      step: t.step,
      fields: [field(t.name, t.nameHint), field(t.address, t.addressHint), '<div class="grid grid-cols-2 gap-2">' + field(t.card, '4242 4242 4242 4242') + field(t.expiry, '08/28') + '</div>', `<div class="flex justify-between border-t border-line pt-3 text-body font-semibold text-ink"><span>${esc(t.total)}</span><span>${esc(t.price)}</span></div>`],
      submit: t.submit,
    };
  }
  if (/gift|礼盒|礼物|उपहार|गिफ़्ट/.test(p)) {
    const t = w.gift;
    return {
      step: t.step,
      fields: [choices(t.flavours, items.slice(0, 3).map((x) => x.title.split(' ')[0])), select(t.size, t.sizes), textarea(t.message, t.messageHint)],
      submit: t.submit,
    };
  }
  if (/adopt|application|领养|申请|गोद|आवेदन/.test(p)) {
    const t = w.adopt;
    return {
      step: t.step,
      fields: [field(t.name, t.nameHint), field(t.email, 'alex@example.com', 'email'), choices(t.home, t.homes), textarea(t.experience, t.experienceHint)],
      submit: t.submit,
    };
  }
  const t = w.generic;
  return {
    step: t.step,
    fields: [field(t.title, items[0]?.title ?? t.untitled), select(t.category, [...new Set(items.map((x) => x.tag))]), textarea(t.description, t.descriptionHint)],
    submit: t.submit,
  };
}
