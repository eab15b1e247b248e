/** Public surface of the marketing dialogs, for every marketing page. */
export {
  DEFAULT_DEMO_DIALOG_TITLE,
  useDemoDialog,
  type OpenDemoDialogOptions,
  type DemoDialogTab,
} from './demoDialogContext';
export { DemoButton, ChatWithExpertButton, type DemoButtonProps } from './DemoButtons';
export { SupportRequestDialog } from './SupportRequestDialog';
export { FormEmbed } from './FormEmbed';
