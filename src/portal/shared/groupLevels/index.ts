/**
 * The group-by editor of the analysis screens: one to three levels, each a field (searchable picker) cut into its top
 * or bottom values, a numeric histogram or a date histogram, and the rules of how a level changes with its field.
 */
export { GroupLevels, type GroupLevelsProps } from './GroupLevels';
export { defaultInterval, levelMode, modesFor, nextLevel, withField, withMode, type LevelMode } from './levelRules';
