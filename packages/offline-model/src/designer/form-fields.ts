/** The fields of a form screen, chosen by what the form is for. */
import { esc } from '../kits/h';
import type { SampleItem } from './catalog';

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

export function formSpec(purpose: string, items: readonly SampleItem[]): FormSpec {
  const p = purpose.toLowerCase();
  if (/sign ?up|register|create account/.test(p)) {
    return {
      step: 'Create your account',
      fields: [field('Work email', 'you@company.com', 'email'), field('Password', '••••••••', 'password'), choices('Team size', ['1–10', '11–50', '50+']), '<div class="grid grid-cols-2 gap-2"><button class="rounded-ds border border-line bg-card py-2.5 text-body font-semibold text-ink">Google</button><button class="rounded-ds border border-line bg-card py-2.5 text-body font-semibold text-ink">GitHub</button></div>'],
      submit: 'Start free trial',
    };
  }
  if (/sign ?in|log ?in/.test(p)) {
    return { step: 'Welcome back', fields: [field('Email', 'you@example.com', 'email'), field('Password', '••••••••', 'password')], submit: 'Sign in' };
  }
  if (/ticket|booking|reserv/.test(p)) {
    return {
      step: 'Choose your visit',
      fields: [choices('Ticket', ['Standard', 'Student', 'Family']), field('Date', 'Sat, Dec 6', 'text'), select('Quantity', ['1 ticket', '2 tickets', '3 tickets', '4 tickets']), `<div class="flex justify-between border-t border-line pt-3 text-body font-semibold text-ink"><span>Total</span><span>$18.00</span></div>`],
      submit: 'Buy tickets',
    };
  }
  if (/checkout|payment|order/.test(p)) {
    return {
      step: 'Delivery & payment',
      fields: [field('Full name', 'Alex Morgan'), field('Address', '12 Market Street, Springfield'), '<div class="grid grid-cols-2 gap-2">' + field('Card number', '4242 4242 4242 4242') + field('Expiry', '08/28') + '</div>', `<div class="flex justify-between border-t border-line pt-3 text-body font-semibold text-ink"><span>Total</span><span>$24.80</span></div>`],
      submit: 'Pay now',
    };
  }
  if (/gift/.test(p)) {
    return {
      step: 'Build your box',
      fields: [choices('Flavours', items.slice(0, 3).map((x) => x.title.split(' ')[0])), select('Box size', ['Box of 6', 'Box of 12', 'Box of 24']), textarea('Gift message', 'Happy birthday! Enjoy every piece.')],
      submit: 'Add to bag',
    };
  }
  if (/adopt|application/.test(p)) {
    return {
      step: 'About you',
      fields: [field('Full name', 'Alex Morgan'), field('Email', 'alex@example.com', 'email'), choices('Home type', ['House', 'Apartment', 'Farm']), textarea('Experience with pets', 'Tell us about pets you have cared for')],
      submit: 'Submit application',
    };
  }
  return {
    step: 'Details',
    fields: [field('Title', items[0]?.title ?? 'Untitled'), select('Category', [...new Set(items.map((x) => x.tag))]), textarea('Description', 'Add a few words')],
    submit: 'Save',
  };
}
