import { sweepOn } from './accessibility-sweep';

sweepOn('phone');
