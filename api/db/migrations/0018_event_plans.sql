CREATE TABLE `event_plan_items` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`category` text NOT NULL,
	`vendor_id` text NOT NULL,
	`service_id` text NOT NULL,
	`price_cents` integer NOT NULL,
	`cart_item_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_plan_items_service_idx` ON `event_plan_items` (`event_id`,`service_id`);--> statement-breakpoint
CREATE INDEX `event_plan_items_cart_item_idx` ON `event_plan_items` (`cart_item_id`);--> statement-breakpoint
ALTER TABLE `cart_items` ADD `event_id` text;--> statement-breakpoint
ALTER TABLE `events` ADD `categories` text;--> statement-breakpoint
ALTER TABLE `events` ADD `budget_shares` text;--> statement-breakpoint
ALTER TABLE `events` ADD `checklist_done` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE INDEX `events_status_day_idx` ON `events` (`status`,`event_date`);--> statement-breakpoint
ALTER TABLE `payment_items` ADD `event_id` text;--> statement-breakpoint
CREATE INDEX `orders_event_idx` ON `orders` (`event_id`);