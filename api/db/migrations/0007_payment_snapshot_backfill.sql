-- Payments made before payments covered a fixed copy of the cart. A checked-out cart's payment is
-- fulfilled, and its orders point at it (refunds find the charge through it).
UPDATE `payments` SET `status` = 'fulfilled'
WHERE `cart_id` IN (SELECT `id` FROM `carts` WHERE `status` = 'checked_out');
--> statement-breakpoint
UPDATE `orders` SET `payment_id` = (
  SELECT `p`.`id` FROM `payments` `p`
  JOIN `cart_items` `ci` ON `ci`.`cart_id` = `p`.`cart_id`
  WHERE `ci`.`id` = `orders`.`cart_item_id` AND `p`.`status` = 'fulfilled'
  ORDER BY `p`.`created_at` DESC LIMIT 1
)
WHERE `payment_id` IS NULL AND `cart_item_id` IS NOT NULL;
--> statement-breakpoint
-- A payment still open covered the cart as it is now (the old code kept the two in step); it
-- covers that copy, and fulfilment refuses it if the copy's total is not what was charged.
INSERT INTO `payment_items` (`payment_id`, `cart_item_id`, `vendor_id`, `service_id`, `package_id`,
  `item_name`, `quantity`, `selected_date`, `selected_time`, `guest_count`, `notes`, `price_cents`)
SELECT `p`.`id`, `ci`.`id`, `ci`.`vendor_id`, `ci`.`service_id`, `ci`.`package_id`, `ci`.`item_name`,
  `ci`.`quantity`, `ci`.`selected_date`, `ci`.`selected_time`, `ci`.`guest_count`, `ci`.`notes`, `ci`.`price_cents`
FROM `payments` `p` JOIN `cart_items` `ci` ON `ci`.`cart_id` = `p`.`cart_id`
WHERE `p`.`status` = 'open';
