// the terms' editor is the shared rich-text field (lazily imported by terms-content-tab)
export { RichTextField as TermsEditor } from '../../components/rich-text-editor';
