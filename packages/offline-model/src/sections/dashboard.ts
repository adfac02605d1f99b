/** Dashboard sections: charts and the recent-activity table. */
import { esc, h } from '../kits/h';
import type { SectionCtx } from './context';
import { tone } from './context';

export function analytics(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const a = c.analytics;
  const max = Math.max(...a.bars.map((b) => b.value));
  const bars = h(
    'div',
    { style: 'display: flex; align-items: flex-end; gap: 0.6rem; height: 14rem; margin-top: 1.5rem' },
    ...a.bars.map((b) =>
      h(
        'div',
        { style: 'flex: 1; display: flex; flex-direction: column; align-items: center; gap: 0.5rem; height: 100%; justify-content: flex-end' },
        h('div', { style: `width: 100%; height: ${Math.round((b.value / max) * 100)}%; border-radius: 0.5rem 0.5rem 0.2rem 0.2rem; background: linear-gradient(180deg, var(--cui-primary), color-mix(in oklab, var(--cui-accent) 60%, transparent))`, title: `${b.label}: ${b.value}` }),
        h('span', { style: 'font-size: 0.7rem; color: var(--cui-muted)' }, esc(b.label)),
      ),
    ),
  );
  const chart = k.card(
    h(
      'div',
      {},
      k.row([h('div', {}, k.text(a.chartTitle, { size: 'sm' }), k.title(a.chartValue, 2)), k.badge(a.chartDelta, 'success')], { justify: 'between' }),
      bars,
    ),
  );
  const breakdown = k.card(k.stack([k.title(a.breakdownTitle, 3), ...a.breakdown.map((b) => k.progress(b.label, b.value))], 'md'));
  return k.section('analytics', [k.heading({ eyebrow: a.eyebrow, title: a.title, subtitle: a.subtitle, align: 'left' }), k.split(chart, breakdown, { align: 'start' })].join('\n'), { tone: tone(ctx, 'analytics') });
}

export function activity(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const a = c.activity;
  const rows = a.rows.map((r) => ({ cells: r.cells, status: { text: r.status, tone: r.tone } }));
  return k.section('activity', [k.heading({ eyebrow: a.eyebrow, title: a.title, subtitle: a.subtitle, align: 'left' }), k.table(a.columns, rows)].join('\n'), { tone: tone(ctx, 'activity') });
}
