-- The team rows' insert in "member_day_figures_changed" (0057) takes its changes as an array:
-- PostgreSQL's plan cache kept planning it anew for each array (a custom plan looked cheaper for
-- one member's change than the generic one), which cost a game round more planning than the
-- insert itself (0.4 ms a round under the load bench). Its plan is the same index lookup of the
-- members' ancestors for any array, so the function keeps one generic plan per connection. What
-- the trigger writes is unchanged.
ALTER FUNCTION "member_day_figures_changed"() SET "plan_cache_mode" = 'force_generic_plan';
