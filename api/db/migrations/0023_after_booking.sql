CREATE TABLE `booking_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`status` text NOT NULL,
	`from_date` text,
	`from_time` text,
	`from_end_time` text,
	`from_guests` integer,
	`from_amount_cents` integer NOT NULL,
	`to_date` text,
	`to_time` text,
	`to_end_time` text,
	`to_guests` integer,
	`to_amount_cents` integer NOT NULL,
	`refund_cents` integer DEFAULT 0 NOT NULL,
	`intent_id` text,
	`provider` text,
	`capture_method` text,
	`hold_status` text DEFAULT 'none' NOT NULL,
	`refund_id` text,
	`respond_by` text,
	`reason` text,
	`decided_by` text,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_changes_intent_id_unique` ON `booking_changes` (`intent_id`);--> statement-breakpoint
CREATE INDEX `booking_changes_order_idx` ON `booking_changes` (`order_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `booking_changes_open_idx` ON `booking_changes` (`order_id`) WHERE status in ('awaiting_payment', 'awaiting_vendor');--> statement-breakpoint
CREATE INDEX `booking_changes_status_idx` ON `booking_changes` (`status`,`respond_by`);--> statement-breakpoint
CREATE TABLE `problem_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`vendor_id` text NOT NULL,
	`kind` text NOT NULL,
	`details` text NOT NULL,
	`photos` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`held_cents` integer DEFAULT 0 NOT NULL,
	`refund_cents` integer,
	`refund_id` text,
	`resolved_by` text,
	`resolution` text,
	`resolved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `problem_reports_order_id_unique` ON `problem_reports` (`order_id`);--> statement-breakpoint
CREATE INDEX `problem_reports_status_idx` ON `problem_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `problem_reports_vendor_idx` ON `problem_reports` (`vendor_id`,`status`);--> statement-breakpoint
DROP INDEX `refunds_order_id_unique`;--> statement-breakpoint
ALTER TABLE `refunds` ADD `kind` text DEFAULT 'cancel' NOT NULL;--> statement-breakpoint
-- Edited by hand: the refunds kept so far are each an order's cancellation refund.
ALTER TABLE `refunds` ADD `key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `refunds` SET `key` = 'cancel:' || `order_id`;--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_key_unique` ON `refunds` (`key`);--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_cancel_idx` ON `refunds` (`order_id`) WHERE kind = 'cancel';--> statement-breakpoint
CREATE INDEX `refunds_order_idx` ON `refunds` (`order_id`,`kind`);--> statement-breakpoint
ALTER TABLE `orders` ADD `cancellation_policy` text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_lock` text;--> statement-breakpoint
ALTER TABLE `vendors` ADD `cancellation_policy` text DEFAULT 'standard' NOT NULL;