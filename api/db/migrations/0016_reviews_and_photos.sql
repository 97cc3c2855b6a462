CREATE TABLE `vendor_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`vendor_id` text NOT NULL,
	`widths` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`alt_text` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `vendor_photos_vendor_idx` ON `vendor_photos` (`vendor_id`,`position`);--> statement-breakpoint
DROP INDEX `reviews_vendor_idx`;--> statement-breakpoint
ALTER TABLE `reviews` ADD `worker_rating` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `reply` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `replied_at` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden_at` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden_reason` text;--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order_idx` ON `reviews` (`order_id`) WHERE order_id is not null;--> statement-breakpoint
CREATE INDEX `reviews_vendor_idx` ON `reviews` (`vendor_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `vendors` ADD `cover_photo_id` text;