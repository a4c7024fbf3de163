import { mergeResolvers } from '@atelier/platform';
import { ownerSettingsResolvers } from './owner-settings.ts';
import { visitorSettingsResolvers } from './visitor-settings.ts';
import { visitorResolvers } from './visitor.ts';

export const resolvers = mergeResolvers(visitorResolvers, visitorSettingsResolvers, ownerSettingsResolvers);
