ALTER TABLE `cart_items` ADD `end_time` text;--> statement-breakpoint
ALTER TABLE `job_tickets` ADD `end_time` text;--> statement-breakpoint
ALTER TABLE `local_payment_intents` ADD `capture_method` text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE `local_payment_intents` ADD `captured_cents` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `starts_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `ends_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `booking_mode` text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `respond_by` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `contact_phone` text;--> statement-breakpoint
CREATE INDEX `orders_respond_by_idx` ON `orders` (`status`,`respond_by`);--> statement-breakpoint
CREATE INDEX `orders_ends_at_idx` ON `orders` (`status`,`ends_at`);--> statement-breakpoint
ALTER TABLE `payment_items` ADD `end_time` text;--> statement-breakpoint
ALTER TABLE `payment_items` ADD `booking_mode` text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `capture_method` text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `hold_status` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `captured_cents` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `contact_phone` text;--> statement-breakpoint
CREATE INDEX `payments_hold_idx` ON `payments` (`hold_status`);--> statement-breakpoint
ALTER TABLE `services` ADD `booking_mode` text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `lead_hours` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `min_hours` integer;