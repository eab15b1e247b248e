/** The filter bar's tree edits: one more filter (AND), an alternative of one (OR), removal, and the text of each. */
import { addCondition, describeFilter, filterItems, removeFilter } from '@/portal/shared/queryControls/filterRules';
import type { FilterCondition, FilterGroup } from '@/portal/shared/queryModel';

const verb = (value: string): FilterCondition => ({ field: 'request.verb', fieldType: 'string', operator: 'is', value });
const status: FilterCondition = { field: 'response.status', fieldType: 'number', operator: 'gte', value: 500 };
const none: FilterGroup = { op: 'and', items: [] };

describe('addCondition', () => {
  it('adds one more filter that must match', () => {
    expect(addCondition(addCondition(none, status), verb('GET'))).toEqual({ op: 'and', items: [status, verb('GET')] });
  });

  it('makes a condition and its alternative one OR group in its place', () => {
    const tree = addCondition({ op: 'and', items: [status, verb('GET')] }, verb('POST'), 1);
    expect(tree).toEqual({ op: 'and', items: [status, { op: 'or', items: [verb('GET'), verb('POST')] }] });
  });

  it('adds a further alternative to an OR group', () => {
    const tree = addCondition({ op: 'and', items: [{ op: 'or', items: [verb('GET'), verb('POST')] }] }, verb('PUT'), 0);
    expect(tree).toEqual({ op: 'and', items: [{ op: 'or', items: [verb('GET'), verb('POST'), verb('PUT')] }] });
  });

  it('keeps the meaning of a tree whose top is an OR: it becomes one filter among the new ones', () => {
    const either: FilterGroup = { op: 'or', items: [verb('GET'), status] };
    expect(filterItems(either)).toEqual([either]);
    expect(addCondition(either, verb('POST'))).toEqual({ op: 'and', items: [either, verb('POST')] });
    // An OR of one item is that item.
    expect(addCondition({ op: 'or', items: [status] }, verb('GET'))).toEqual({ op: 'and', items: [status, verb('GET')] });
  });

  it('adds one more filter when the alternative it names is gone', () => {
    expect(addCondition({ op: 'and', items: [status] }, verb('GET'), 3)).toEqual({ op: 'and', items: [status, verb('GET')] });
  });
});

describe('removeFilter', () => {
  const tree: FilterGroup = { op: 'and', items: [status, { op: 'or', items: [verb('GET'), verb('POST'), verb('PUT')] }] };

  it('removes a whole filter', () => {
    expect(removeFilter(tree, 0)).toEqual({ op: 'and', items: [tree.items[1]] });
    expect(removeFilter(tree, 1)).toEqual({ op: 'and', items: [status] });
  });

  it('removes one alternative, and the last one left stands alone', () => {
    const two = removeFilter(tree, 1, 0);
    expect(two).toEqual({ op: 'and', items: [status, { op: 'or', items: [verb('POST'), verb('PUT')] }] });
    expect(removeFilter(two, 1, 1)).toEqual({ op: 'and', items: [status, verb('POST')] });
  });
});

describe('describeFilter', () => {
  it('reads conditions as they are written and groups in parentheses', () => {
    expect(describeFilter(status)).toBe('response.status ≥ 500');
    expect(describeFilter({ op: 'or', items: [verb('GET'), { op: 'and', items: [verb('POST'), status] }] })).toBe(
      '(request.verb is GET OR (request.verb is POST AND response.status ≥ 500))',
    );
    expect(describeFilter({ op: 'or', items: [status] })).toBe('response.status ≥ 500');
  });
});
