import { defaultQueryModel, type FilterCondition, type QueryModel } from '@/portal/shared/queryModel';

/** A default model with some fields replaced. */
export const model = (over: Partial<QueryModel> = {}): QueryModel => ({ ...defaultQueryModel(), ...over });

/** A model whose filter is the single condition given. */
export const withCondition = (c: FilterCondition, over: Partial<QueryModel> = {}): QueryModel =>
  model({ filters: { op: 'and', items: [c] }, ...over });
