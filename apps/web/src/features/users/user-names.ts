export { localName } from '../../components/format/local-name.ts';
