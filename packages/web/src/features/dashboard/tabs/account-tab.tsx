import type { UserMe } from '@cui/shared';
import { useTranslation } from 'react-i18next';
import { DeleteAccount, ExportData } from '../../account';
import { Card, TabHeading } from './ui';

/** Manage account: take the account's data away, or delete the account. */
export function AccountTab({ token, account }: { token: string; account: UserMe }) {
  const { t } = useTranslation();
  return (
    <div>
      <TabHeading title={t('account.manageTitle')} subtitle={t('account.manageSubtitle')} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('account.exportTitle')} testId="export-card">
          <ExportData token={token} />
        </Card>
        <Card title={<span className="text-red-700">{t('account.deleteTitle')}</span>} testId="delete-card" className="ring-red-200">
          <DeleteAccount token={token} account={account} />
        </Card>
      </div>
    </div>
  );
}
