// The design system both apps use (portal and back office): tokens, base styles, controls,
// tables, dialogs, toasts, money. `loadDesignSystem()` at an app's start brings the stylesheets.
export { loadDesignSystem } from './styles.ts';

export { CurrencyFlag, currencyFlagUrl } from './currency-flag.tsx';
export { DataTable, type TDataTableProps, type TServerPage } from './data-table.tsx';
export { filterRows, sortRows, type TColumn, type TFilterValues, type TSort } from './table-model.ts';
export { Dialog } from './dialog.tsx';
export { FieldError } from './field-error.tsx';
export { MoneyText } from './money-text.tsx';
export { compareAmounts } from './amount-compare.ts';
export { Pager } from './pager.tsx';
export { Skeleton } from './skeleton.tsx';
export { TextField, type TTextFieldProps } from './text-field.tsx';
export { ToastHost } from './toast-host.tsx';
export { ToastList } from './toasts.tsx';
export { TOAST_MS, useToasts, type TToast } from './toast-store.ts';
export { useModal } from './use-modal.ts';
