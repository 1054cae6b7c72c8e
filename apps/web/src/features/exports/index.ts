export { ExportButton } from './components/ExportButton.tsx';
export { MailerExportButton } from './components/MailerExportButton.tsx';
