import type { Transaction } from '@cui/shared';
import { Download, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { downloadFile } from '../../../lib/files';
import { formatAmount, statusTone, type StatusTone, transactionsToCsv } from '../../billing';
import { Card, TabHeading } from './ui';
import { formatDate } from '../../../lib/format-date';

const TONE_CLASSES: Record<StatusTone, string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  yellow: 'bg-amber-50 text-amber-700 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
};

export function BillingTab({ transactions, sells }: { transactions: Transaction[]; sells: boolean }) {
  const { t, i18n } = useTranslation();
  const download = () => downloadFile(transactionsToCsv(transactions), 'transactions.csv', 'text/csv;charset=utf-8');
  return (
    <div>
      <TabHeading title={t('dashboard.billing.title')} subtitle={t('dashboard.billing.subtitle')} />
      {transactions.length === 0 ? (
        <Card testId="transactions-empty" className="flex flex-col items-center gap-2 py-12 text-center">
          <Receipt aria-hidden="true" className="size-8 text-zinc-300" />
          <p className="text-base font-medium text-zinc-900">{t('dashboard.billing.emptyTitle')}</p>
          <p className="max-w-md text-sm text-zinc-500">{sells ? t('dashboard.billing.emptyPaid') : t('dashboard.billing.emptyNoBilling')}</p>
        </Card>
      ) : (
        <Card className="overflow-hidden p-0!">
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-zinc-50 text-xs font-medium tracking-wide text-zinc-500 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-3 sm:px-5">{t('dashboard.billing.date')}</th>
                  <th scope="col" className="px-3 py-3 sm:px-5">{t('dashboard.billing.amount')}</th>
                  <th scope="col" className="hidden px-3 py-3 sm:table-cell sm:px-5">{t('dashboard.billing.description')}</th>
                  <th scope="col" className="px-3 py-3 sm:px-5">{t('dashboard.billing.status')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100">
                {transactions.map((tx) => {
                  const tone = statusTone(tx.status);
                  return (
                    <tr key={tx.id} data-testid="transaction-row" data-transaction-id={tx.id}>
                      <td className="px-3 py-3 text-zinc-700 sm:px-5">
                        <span className="whitespace-nowrap">{formatDate(tx.date, i18n.language)}</span>
                        {/* Narrow screens fold the description under the date so Status stays in view. */}
                        <span className="mt-0.5 block text-xs text-zinc-500 sm:hidden">{tx.description}</span>
                      </td>
                      <td data-testid="transaction-amount" className="px-3 py-3 sm:px-5 font-medium whitespace-nowrap text-zinc-900 tabular-nums">
                        {formatAmount(tx.amount)}
                      </td>
                      <td className="hidden px-3 py-3 text-zinc-700 sm:table-cell sm:px-5">{tx.description}</td>
                      <td className="px-3 py-3 sm:px-5">
                        <span data-testid="transaction-status" data-tone={tone} className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ring-1 ring-inset ${TONE_CLASSES[tone]}`}>
                          {tx.status}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-100 px-3 py-3 sm:px-5">
            <p data-testid="transactions-summary" className="text-xs text-zinc-500">
              {t('dashboard.billing.showing', { count: transactions.length })}
            </p>
            <button type="button" data-testid="transactions-download" className={buttonClass('secondary', 'sm')} onClick={download}>
              <Download aria-hidden="true" className="size-4" />
              {t('dashboard.billing.downloadAll')}
            </button>
          </div>
        </Card>
      )}
    </div>
  );
}
