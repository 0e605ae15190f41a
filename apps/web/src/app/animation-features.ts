// The page transitions' animation features, loaded apart from the first screen's code.
import { domAnimation } from 'motion/react';

export default domAnimation;
