export { EditProfileForm } from './edit-profile-form';
export { DeleteAccount, ExportData } from './manage-account';
