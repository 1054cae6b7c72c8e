export { ExportButton } from './components/ExportButton.tsx';
export { MailerExportButton } from './components/MailerExportButton.tsx';
export { WorkRelationExportButton } from './components/WorkRelationExportButton.tsx';
export { exportCountOf } from './utils/exportConfirmState.ts';
