-- Websites stored before only http(s) addresses were accepted: anything with another scheme
-- (javascript:, data:, ...) is dropped; a bare domain stays (it is shown as https).
UPDATE `vendors` SET `website` = NULL
WHERE `website` IS NOT NULL
  AND `website` LIKE '%:%'
  AND lower(`website`) NOT LIKE 'http://%'
  AND lower(`website`) NOT LIKE 'https://%';
