import { crossEngineFlows } from './flows';

crossEngineFlows('chromium');
