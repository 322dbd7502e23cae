import manifest from 'virtual:op-brand';
import 'virtual:op-brand.css';
import { mountPortal } from '@openportal/portal';

const root = document.getElementById('root');
if (root) mountPortal(root, manifest);
