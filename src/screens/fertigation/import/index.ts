export { CsvImportButton, type CsvImportButtonProps } from './csv-import-button';
