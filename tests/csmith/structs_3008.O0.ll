; ModuleID = 'structs_3008.c'
source_filename = "structs_3008.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_14 = internal global i32 132113625, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [5 x i8] c"g_14\00", align 1, !dbg !15
@g_35 = internal global i32 0, align 4, !dbg !61
@.str.2 = private unnamed_addr constant [5 x i8] c"g_35\00", align 1, !dbg !20
@g_41 = internal global i64 -7741330411595946347, align 8, !dbg !63
@.str.3 = private unnamed_addr constant [5 x i8] c"g_41\00", align 1, !dbg !22
@g_50 = internal global i8 5, align 1, !dbg !68
@.str.4 = private unnamed_addr constant [5 x i8] c"g_50\00", align 1, !dbg !24
@g_55 = internal global i32 9, align 4, !dbg !73
@.str.5 = private unnamed_addr constant [5 x i8] c"g_55\00", align 1, !dbg !26
@g_57 = internal global i16 1, align 2, !dbg !75
@.str.6 = private unnamed_addr constant [5 x i8] c"g_57\00", align 1, !dbg !28
@g_65 = internal global i16 -6732, align 2, !dbg !80
@.str.7 = private unnamed_addr constant [5 x i8] c"g_65\00", align 1, !dbg !30
@g_87 = internal global i8 -10, align 1, !dbg !85
@.str.8 = private unnamed_addr constant [5 x i8] c"g_87\00", align 1, !dbg !32
@g_89 = internal global i64 5079545120809476944, align 8, !dbg !90
@.str.9 = private unnamed_addr constant [5 x i8] c"g_89\00", align 1, !dbg !34
@crc32_context = internal global i32 -1, align 4, !dbg !98
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !36
@__const.func_1.l_15 = private unnamed_addr constant [8 x i16] [i16 -6, i16 -6, i16 0, i16 -6, i16 -6, i16 0, i16 -6, i16 -6], align 16
@__const.func_4.l_33 = private unnamed_addr constant [10 x i32] [i32 656260267, i32 656260267, i32 656260267, i32 656260267, i32 656260267, i32 656260267, i32 656260267, i32 656260267, i32 656260267, i32 656260267], align 16
@__const.func_4.l_42 = private unnamed_addr constant [4 x [4 x [3 x [5 x i32]]]] [[4 x [3 x [5 x i32]]] [[3 x [5 x i32]] [[5 x i32] [i32 637548993, i32 -674090539, i32 0, i32 0, i32 0], [5 x i32] [i32 -376602988, i32 -1, i32 -376602988, i32 -4, i32 -6], [5 x i32] [i32 637548993, i32 -2, i32 2, i32 0, i32 1739657346]], [3 x [5 x i32]] [[5 x i32] [i32 6, i32 -1, i32 0, i32 -376602988, i32 -376602988], [5 x i32] [i32 -1, i32 361342040, i32 -1, i32 0, i32 2], [5 x i32] [i32 -1, i32 1657563212, i32 1440804085, i32 -376602988, i32 0]], [3 x [5 x i32]] [[5 x i32] [i32 5, i32 361342040, i32 1, i32 2, i32 2], [5 x i32] [i32 1440804085, i32 -1824020918, i32 1440804085, i32 0, i32 -376602988], [5 x i32] [i32 5, i32 -1915700442, i32 -1, i32 2, i32 0]], [3 x [5 x i32]] [[5 x i32] [i32 -1, i32 -1824020918, i32 1748199530, i32 -376602988, i32 -376602988], [5 x i32] [i32 -1, i32 361342040, i32 -1, i32 0, i32 2], [5 x i32] [i32 -1, i32 1657563212, i32 1440804085, i32 -376602988, i32 0]]], [4 x [3 x [5 x i32]]] [[3 x [5 x i32]] [[5 x i32] [i32 5, i32 361342040, i32 1, i32 2, i32 2], [5 x i32] [i32 1440804085, i32 -1824020918, i32 1440804085, i32 0, i32 -376602988], [5 x i32] [i32 5, i32 -1915700442, i32 -1, i32 2, i32 0]], [3 x [5 x i32]] [[5 x i32] [i32 -1, i32 -1824020918, i32 1748199530, i32 -376602988, i32 -376602988], [5 x i32] [i32 -1, i32 361342040, i32 -1, i32 0, i32 2], [5 x i32] [i32 -1, i32 1657563212, i32 1440804085, i32 -376602988, i32 0]], [3 x [5 x i32]] [[5 x i32] [i32 5, i32 361342040, i32 1, i32 2, i32 2], [5 x i32] [i32 1440804085, i32 -1824020918, i32 1440804085, i32 0, i32 -376602988], [5 x i32] [i32 5, i32 -1915700442, i32 -1, i32 2, i32 0]], [3 x [5 x i32]] [[5 x i32] [i32 -1, i32 -1824020918, i32 1748199530, i32 -376602988, i32 -376602988], [5 x i32] [i32 -1, i32 361342040, i32 -1, i32 0, i32 2], [5 x i32] [i32 -1, i32 1657563212, i32 1440804085, i32 -376602988, i32 0]]], [4 x [3 x [5 x i32]]] [[3 x [5 x i32]] [[5 x i32] [i32 5, i32 361342040, i32 1, i32 2, i32 2], [5 x i32] [i32 1440804085, i32 -1824020918, i32 1440804085, i32 0, i32 -376602988], [5 x i32] [i32 5, i32 -1915700442, i32 -1, i32 2, i32 0]], [3 x [5 x i32]] [[5 x i32] [i32 -1, i32 -1824020918, i32 1748199530, i32 -376602988, i32 -376602988], [5 x i32] [i32 -1, i32 361342040, i32 -1, i32 0, i32 2], [5 x i32] [i32 -1, i32 1657563212, i32 1440804085, i32 -376602988, i32 0]], [3 x [5 x i32]] [[5 x i32] [i32 5, i32 361342040, i32 1, i32 2, i32 2], [5 x i32] [i32 1440804085, i32 -1824020918, i32 1440804085, i32 0, i32 -376602988], [5 x i32] [i32 5, i32 -1915700442, i32 -1, i32 2, i32 0]], [3 x [5 x i32]] [[5 x i32] [i32 -1, i32 -1824020918, i32 1748199530, i32 -376602988, i32 -376602988], [5 x i32] [i32 -1, i32 361342040, i32 -1, i32 0, i32 2], [5 x i32] [i32 -1, i32 1657563212, i32 1440804085, i32 -376602988, i32 0]]], [4 x [3 x [5 x i32]]] [[3 x [5 x i32]] [[5 x i32] [i32 5, i32 361342040, i32 1, i32 2, i32 2], [5 x i32] [i32 1440804085, i32 -1824020918, i32 1440804085, i32 0, i32 -376602988], [5 x i32] [i32 5, i32 -1915700442, i32 -1, i32 2, i32 0]], [3 x [5 x i32]] [[5 x i32] [i32 -1, i32 -1824020918, i32 1748199530, i32 -376602988, i32 -376602988], [5 x i32] [i32 -1, i32 361342040, i32 -1, i32 0, i32 2], [5 x i32] [i32 -1, i32 1657563212, i32 1440804085, i32 -376602988, i32 1748199530]], [3 x [5 x i32]] [[5 x i32] [i32 -404337668, i32 7, i32 -2, i32 -1, i32 -1], [5 x i32] [i32 -1, i32 246078200, i32 -1, i32 1748199530, i32 1440804085], [5 x i32] [i32 -404337668, i32 0, i32 -674090539, i32 -1, i32 1]], [3 x [5 x i32]] [[5 x i32] [i32 -320131845, i32 246078200, i32 -1, i32 1440804085, i32 1440804085], [5 x i32] [i32 -674090539, i32 7, i32 -674090539, i32 1, i32 -1], [5 x i32] [i32 -320131845, i32 -6, i32 -1, i32 1440804085, i32 1748199530]]]], align 16
@__const.func_4.l_95 = private unnamed_addr constant [6 x ptr] [ptr null, ptr null, ptr @g_65, ptr null, ptr null, ptr @g_65], align 16
@g_39 = internal global ptr @g_35, align 8, !dbg !46
@constinit = private constant [8 x ptr] [ptr @g_35, ptr null, ptr null, ptr @g_35, ptr @g_35, ptr @g_35, ptr null, ptr null], align 8
@constinit.10 = private constant [8 x ptr] [ptr @g_35, ptr @g_35, ptr @g_35, ptr null, ptr null, ptr @g_35, ptr @g_35, ptr @g_35], align 8
@constinit.11 = private constant [8 x ptr] [ptr @g_35, ptr null, ptr null, ptr @g_35, ptr @g_35, ptr @g_35, ptr null, ptr null], align 8
@__const.func_4.l_88 = private unnamed_addr constant [9 x [8 x [3 x i64]]] [[8 x [3 x i64]] [[3 x i64] [i64 0, i64 -7244428883636411684, i64 -6838231893242397276], [3 x i64] [i64 -1, i64 -1, i64 -1], [3 x i64] [i64 1838483702632128667, i64 0, i64 -6838231893242397276], [3 x i64] [i64 6078558388063750257, i64 -3076241604452881856, i64 1], [3 x i64] [i64 -664786768601103232, i64 -7311879113718528926, i64 -7244428883636411684], [3 x i64] [i64 -1434339642399286021, i64 -6634444510438938119, i64 -1434339642399286021], [3 x i64] [i64 -7244428883636411684, i64 -7311879113718528926, i64 -664786768601103232], [3 x i64] [i64 1, i64 -3076241604452881856, i64 6078558388063750257]], [8 x [3 x i64]] [[3 x i64] [i64 -6838231893242397276, i64 0, i64 1838483702632128667], [3 x i64] [i64 -1, i64 -1, i64 -1], [3 x i64] [i64 -6838231893242397276, i64 -7244428883636411684, i64 0], [3 x i64] [i64 1, i64 -1, i64 8001057694761792318], [3 x i64] [i64 -7244428883636411684, i64 7, i64 7], [3 x i64] [i64 -1434339642399286021, i64 1, i64 8001057694761792318], [3 x i64] [i64 -664786768601103232, i64 6653356506867496496, i64 0], [3 x i64] [i64 6078558388063750257, i64 -5013382942701816757, i64 -1]], [8 x [3 x i64]] [[3 x i64] [i64 1838483702632128667, i64 0, i64 1838483702632128667], [3 x i64] [i64 -1, i64 -5013382942701816757, i64 6078558388063750257], [3 x i64] [i64 0, i64 6653356506867496496, i64 -664786768601103232], [3 x i64] [i64 8001057694761792318, i64 1, i64 -1434339642399286021], [3 x i64] [i64 7, i64 7, i64 -7244428883636411684], [3 x i64] [i64 8001057694761792318, i64 -1, i64 1], [3 x i64] [i64 0, i64 -7244428883636411684, i64 -6838231893242397276], [3 x i64] [i64 -1, i64 -1, i64 -1]], [8 x [3 x i64]] [[3 x i64] [i64 1838483702632128667, i64 0, i64 -6838231893242397276], [3 x i64] [i64 6078558388063750257, i64 -3076241604452881856, i64 1], [3 x i64] [i64 -664786768601103232, i64 -7311879113718528926, i64 -7244428883636411684], [3 x i64] [i64 -1434339642399286021, i64 -6634444510438938119, i64 -1434339642399286021], [3 x i64] [i64 -7244428883636411684, i64 -7311879113718528926, i64 -664786768601103232], [3 x i64] [i64 1, i64 -3076241604452881856, i64 6078558388063750257], [3 x i64] [i64 -6838231893242397276, i64 0, i64 1838483702632128667], [3 x i64] [i64 -1, i64 -1, i64 -1]], [8 x [3 x i64]] [[3 x i64] [i64 -6838231893242397276, i64 7, i64 0], [3 x i64] [i64 -6634444510438938119, i64 -1, i64 6078558388063750257], [3 x i64] [i64 7, i64 -2664727737059981189, i64 -2664727737059981189], [3 x i64] [i64 -5013382942701816757, i64 -6634444510438938119, i64 6078558388063750257], [3 x i64] [i64 1838483702632128667, i64 -6838231893242397276, i64 0], [3 x i64] [i64 -1434339642399286021, i64 -1, i64 -1], [3 x i64] [i64 -7311879113718528926, i64 -4946315377304225264, i64 -7311879113718528926], [3 x i64] [i64 -1, i64 -1, i64 -1434339642399286021]], [8 x [3 x i64]] [[3 x i64] [i64 0, i64 -6838231893242397276, i64 1838483702632128667], [3 x i64] [i64 6078558388063750257, i64 -6634444510438938119, i64 -5013382942701816757], [3 x i64] [i64 -2664727737059981189, i64 -2664727737059981189, i64 7], [3 x i64] [i64 6078558388063750257, i64 -1, i64 -6634444510438938119], [3 x i64] [i64 0, i64 7, i64 -664786768601103232], [3 x i64] [i64 -1, i64 -1676814041763110610, i64 -1676814041763110610], [3 x i64] [i64 -7311879113718528926, i64 0, i64 -664786768601103232], [3 x i64] [i64 -1434339642399286021, i64 8001057694761792318, i64 -6634444510438938119]], [8 x [3 x i64]] [[3 x i64] [i64 1838483702632128667, i64 -7244428883636411684, i64 7], [3 x i64] [i64 -5013382942701816757, i64 -1, i64 -5013382942701816757], [3 x i64] [i64 7, i64 -7244428883636411684, i64 1838483702632128667], [3 x i64] [i64 -6634444510438938119, i64 8001057694761792318, i64 -1434339642399286021], [3 x i64] [i64 -664786768601103232, i64 0, i64 -7311879113718528926], [3 x i64] [i64 -1676814041763110610, i64 -1676814041763110610, i64 -1], [3 x i64] [i64 -664786768601103232, i64 7, i64 0], [3 x i64] [i64 -6634444510438938119, i64 -1, i64 6078558388063750257]], [8 x [3 x i64]] [[3 x i64] [i64 7, i64 -2664727737059981189, i64 -2664727737059981189], [3 x i64] [i64 -5013382942701816757, i64 -6634444510438938119, i64 6078558388063750257], [3 x i64] [i64 1838483702632128667, i64 -6838231893242397276, i64 0], [3 x i64] [i64 -1434339642399286021, i64 -1, i64 -1], [3 x i64] [i64 -7311879113718528926, i64 -4946315377304225264, i64 -7311879113718528926], [3 x i64] [i64 -1, i64 -1, i64 -1434339642399286021], [3 x i64] [i64 0, i64 -6838231893242397276, i64 1838483702632128667], [3 x i64] [i64 6078558388063750257, i64 -6634444510438938119, i64 -5013382942701816757]], [8 x [3 x i64]] [[3 x i64] [i64 -2664727737059981189, i64 -2664727737059981189, i64 7], [3 x i64] [i64 6078558388063750257, i64 -1, i64 -6634444510438938119], [3 x i64] [i64 0, i64 7, i64 -664786768601103232], [3 x i64] [i64 -1, i64 -1676814041763110610, i64 -1676814041763110610], [3 x i64] [i64 -7311879113718528926, i64 0, i64 -664786768601103232], [3 x i64] [i64 -1434339642399286021, i64 8001057694761792318, i64 -6634444510438938119], [3 x i64] [i64 1838483702632128667, i64 -7244428883636411684, i64 7], [3 x i64] [i64 -5013382942701816757, i64 -1, i64 -5013382942701816757]]], align 16
@g_38 = internal global ptr @g_39, align 8, !dbg !52
@__const.func_25.l_34 = private unnamed_addr constant [1 x [6 x ptr]] [[6 x ptr] [ptr @g_35, ptr @g_35, ptr @g_35, ptr @g_35, ptr @g_35, ptr @g_35]], align 16
@.str.12 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !92

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !108 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !114, !DIExpression(), !115)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !116, !DIExpression(), !117)
    #dbg_declare(ptr %6, !118, !DIExpression(), !119)
    #dbg_declare(ptr %7, !120, !DIExpression(), !121)
  store i32 0, ptr %7, align 4, !dbg !121
  %8 = load i32, ptr %4, align 4, !dbg !122
  %9 = icmp eq i32 %8, 2, !dbg !124
  br i1 %9, label %10, label %17, !dbg !125

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8, !dbg !126
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !126
  %13 = load ptr, ptr %12, align 8, !dbg !126
  %14 = call i32 @strcmp(ptr noundef %13, ptr noundef @.str) #4, !dbg !127
  %15 = icmp eq i32 %14, 0, !dbg !128
  br i1 %15, label %16, label %17, !dbg !129

16:                                               ; preds = %10
  store i32 1, ptr %7, align 4, !dbg !130
  br label %17, !dbg !131

17:                                               ; preds = %16, %10, %2
  call void @platform_main_begin(), !dbg !132
  call void @crc32_gentab(), !dbg !133
  %18 = call i64 @func_1(), !dbg !134
  %19 = load i32, ptr @g_14, align 4, !dbg !135
  %20 = zext i32 %19 to i64, !dbg !135
  %21 = load i32, ptr %7, align 4, !dbg !136
  call void @transparent_crc(i64 noundef %20, ptr noundef @.str.1, i32 noundef %21), !dbg !137
  %22 = load i32, ptr @g_35, align 4, !dbg !138
  %23 = sext i32 %22 to i64, !dbg !138
  %24 = load i32, ptr %7, align 4, !dbg !139
  call void @transparent_crc(i64 noundef %23, ptr noundef @.str.2, i32 noundef %24), !dbg !140
  %25 = load i64, ptr @g_41, align 8, !dbg !141
  %26 = load i32, ptr %7, align 4, !dbg !142
  call void @transparent_crc(i64 noundef %25, ptr noundef @.str.3, i32 noundef %26), !dbg !143
  %27 = load i8, ptr @g_50, align 1, !dbg !144
  %28 = zext i8 %27 to i64, !dbg !144
  %29 = load i32, ptr %7, align 4, !dbg !145
  call void @transparent_crc(i64 noundef %28, ptr noundef @.str.4, i32 noundef %29), !dbg !146
  %30 = load i32, ptr @g_55, align 4, !dbg !147
  %31 = zext i32 %30 to i64, !dbg !147
  %32 = load i32, ptr %7, align 4, !dbg !148
  call void @transparent_crc(i64 noundef %31, ptr noundef @.str.5, i32 noundef %32), !dbg !149
  %33 = load i16, ptr @g_57, align 2, !dbg !150
  %34 = sext i16 %33 to i64, !dbg !150
  %35 = load i32, ptr %7, align 4, !dbg !151
  call void @transparent_crc(i64 noundef %34, ptr noundef @.str.6, i32 noundef %35), !dbg !152
  %36 = load i16, ptr @g_65, align 2, !dbg !153
  %37 = zext i16 %36 to i64, !dbg !153
  %38 = load i32, ptr %7, align 4, !dbg !154
  call void @transparent_crc(i64 noundef %37, ptr noundef @.str.7, i32 noundef %38), !dbg !155
  %39 = load i8, ptr @g_87, align 1, !dbg !156
  %40 = sext i8 %39 to i64, !dbg !156
  %41 = load i32, ptr %7, align 4, !dbg !157
  call void @transparent_crc(i64 noundef %40, ptr noundef @.str.8, i32 noundef %41), !dbg !158
  %42 = load i64, ptr @g_89, align 8, !dbg !159
  %43 = load i32, ptr %7, align 4, !dbg !160
  call void @transparent_crc(i64 noundef %42, ptr noundef @.str.9, i32 noundef %43), !dbg !161
  %44 = load i32, ptr @crc32_context, align 4, !dbg !162
  %45 = zext i32 %44 to i64, !dbg !162
  %46 = xor i64 %45, 4294967295, !dbg !163
  %47 = trunc i64 %46 to i32, !dbg !162
  %48 = load i32, ptr %7, align 4, !dbg !164
  call void @platform_main_end(i32 noundef %47, i32 noundef %48), !dbg !165
  ret i32 0, !dbg !166
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !167 {
  ret void, !dbg !170
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !171 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !172, !DIExpression(), !173)
    #dbg_declare(ptr %2, !174, !DIExpression(), !176)
  store i32 -306674912, ptr %2, align 4, !dbg !176
    #dbg_declare(ptr %3, !177, !DIExpression(), !178)
    #dbg_declare(ptr %4, !179, !DIExpression(), !180)
  store i32 0, ptr %3, align 4, !dbg !181
  br label %5, !dbg !183

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !184
  %7 = icmp slt i32 %6, 256, !dbg !186
  br i1 %7, label %8, label %36, !dbg !187

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !188
  store i32 %9, ptr %1, align 4, !dbg !190
  store i32 8, ptr %4, align 4, !dbg !191
  br label %10, !dbg !193

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !194
  %12 = icmp sgt i32 %11, 0, !dbg !196
  br i1 %12, label %13, label %28, !dbg !197

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !198
  %15 = and i32 %14, 1, !dbg !201
  %16 = icmp ne i32 %15, 0, !dbg !201
  br i1 %16, label %17, label %21, !dbg !202

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !203
  %19 = lshr i32 %18, 1, !dbg !205
  %20 = xor i32 %19, -306674912, !dbg !206
  store i32 %20, ptr %1, align 4, !dbg !207
  br label %24, !dbg !208

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !209
  %23 = lshr i32 %22, 1, !dbg !209
  store i32 %23, ptr %1, align 4, !dbg !209
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !211

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !212
  %27 = add nsw i32 %26, -1, !dbg !212
  store i32 %27, ptr %4, align 4, !dbg !212
  br label %10, !dbg !213, !llvm.loop !214

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !217
  %30 = load i32, ptr %3, align 4, !dbg !218
  %31 = sext i32 %30 to i64, !dbg !219
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !219
  store i32 %29, ptr %32, align 4, !dbg !220
  br label %33, !dbg !221

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !222
  %35 = add nsw i32 %34, 1, !dbg !222
  store i32 %35, ptr %3, align 4, !dbg !222
  br label %5, !dbg !223, !llvm.loop !224

36:                                               ; preds = %5
  ret void, !dbg !226
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_1() #0 !dbg !227 {
  %1 = alloca [8 x i16], align 16
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
    #dbg_declare(ptr %1, !230, !DIExpression(), !235)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.func_1.l_15, i64 16, i1 false), !dbg !235
    #dbg_declare(ptr %2, !236, !DIExpression(), !237)
  store ptr @g_35, ptr %2, align 8, !dbg !237
    #dbg_declare(ptr %3, !238, !DIExpression(), !239)
  %4 = load i32, ptr @g_14, align 4, !dbg !240
  %5 = trunc i32 %4 to i8, !dbg !240
  %6 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %5, i8 noundef zeroext 3), !dbg !241
  %7 = zext i8 %6 to i16, !dbg !242
  %8 = getelementptr inbounds [8 x i16], ptr %1, i64 0, i64 2, !dbg !243
  %9 = load i16, ptr %8, align 4, !dbg !243
  %10 = sext i16 %9 to i32, !dbg !243
  %11 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %7, i32 noundef %10), !dbg !244
  %12 = zext i16 %11 to i64, !dbg !245
  %13 = load i32, ptr @g_14, align 4, !dbg !246
  %14 = zext i32 %13 to i64, !dbg !246
  %15 = getelementptr inbounds [8 x i16], ptr %1, i64 0, i64 7, !dbg !247
  %16 = load i16, ptr %15, align 2, !dbg !247
  %17 = load i32, ptr @g_14, align 4, !dbg !248
  %18 = zext i32 %17 to i64, !dbg !248
  %19 = load i32, ptr @g_14, align 4, !dbg !249
  %20 = call i32 @func_4(i64 noundef %12, i64 noundef %14, i16 noundef signext %16, i64 noundef %18, i32 noundef %19), !dbg !250
  %21 = icmp ne i32 %20, 0, !dbg !250
  br i1 %21, label %27, label %22, !dbg !251

22:                                               ; preds = %0
  %23 = getelementptr inbounds [8 x i16], ptr %1, i64 0, i64 2, !dbg !252
  %24 = load i16, ptr %23, align 4, !dbg !252
  %25 = sext i16 %24 to i32, !dbg !252
  %26 = icmp ne i32 %25, 0, !dbg !251
  br label %27, !dbg !251

27:                                               ; preds = %22, %0
  %28 = phi i1 [ true, %0 ], [ %26, %22 ]
  %29 = zext i1 %28 to i32, !dbg !251
  %30 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext -20380, i32 noundef %29), !dbg !253
  %31 = sext i16 %30 to i32, !dbg !254
  %32 = getelementptr inbounds [8 x i16], ptr %1, i64 0, i64 2, !dbg !255
  %33 = load i16, ptr %32, align 4, !dbg !255
  %34 = sext i16 %33 to i32, !dbg !255
  %35 = or i32 %31, %34, !dbg !256
  %36 = load ptr, ptr %2, align 8, !dbg !257
  store i32 %35, ptr %36, align 4, !dbg !258
  %37 = load i8, ptr @g_50, align 1, !dbg !259
  %38 = zext i8 %37 to i64, !dbg !259
  ret i64 %38, !dbg !260
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !261 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !267, !DIExpression(), !268)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !269, !DIExpression(), !270)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !271, !DIExpression(), !272)
  %7 = load i64, ptr %4, align 8, !dbg !273
  call void @crc32_8bytes(i64 noundef %7), !dbg !274
  %8 = load i32, ptr %6, align 4, !dbg !275
  %9 = icmp ne i32 %8, 0, !dbg !275
  br i1 %9, label %10, label %16, !dbg !277

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !278
  %12 = load i32, ptr @crc32_context, align 4, !dbg !280
  %13 = zext i32 %12 to i64, !dbg !280
  %14 = xor i64 %13, 4294967295, !dbg !281
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %11, i64 noundef %14), !dbg !282
  br label %16, !dbg !283

16:                                               ; preds = %10, %3
  ret void, !dbg !284
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !285 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !288, !DIExpression(), !289)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !290, !DIExpression(), !291)
  %5 = load i32, ptr %3, align 4, !dbg !292
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %5), !dbg !293
  ret void, !dbg !294
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 !dbg !295 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !299, !DIExpression(), !300)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !301, !DIExpression(), !302)
  %5 = load i16, ptr %3, align 2, !dbg !303
  %6 = sext i16 %5 to i32, !dbg !303
  %7 = icmp slt i32 %6, 0, !dbg !304
  br i1 %7, label %17, label %8, !dbg !305

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !306
  %10 = icmp uge i32 %9, 32, !dbg !307
  br i1 %10, label %17, label %11, !dbg !308

11:                                               ; preds = %8
  %12 = load i16, ptr %3, align 2, !dbg !309
  %13 = sext i16 %12 to i32, !dbg !309
  %14 = load i32, ptr %4, align 4, !dbg !310
  %15 = ashr i32 32767, %14, !dbg !311
  %16 = icmp sgt i32 %13, %15, !dbg !312
  br i1 %16, label %17, label %20, !dbg !313

17:                                               ; preds = %11, %8, %2
  %18 = load i16, ptr %3, align 2, !dbg !314
  %19 = sext i16 %18 to i32, !dbg !315
  br label %25, !dbg !313

20:                                               ; preds = %11
  %21 = load i16, ptr %3, align 2, !dbg !316
  %22 = sext i16 %21 to i32, !dbg !316
  %23 = load i32, ptr %4, align 4, !dbg !317
  %24 = shl i32 %22, %23, !dbg !318
  br label %25, !dbg !313

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ], !dbg !313
  %27 = trunc i32 %26 to i16, !dbg !313
  ret i16 %27, !dbg !319
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_4(i64 noundef %0, i64 noundef %1, i16 noundef signext %2, i64 noundef %3, i32 noundef %4) #0 !dbg !320 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i16, align 2
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca [10 x i32], align 16
  %13 = alloca ptr, align 8
  %14 = alloca [4 x [4 x [3 x [5 x i32]]]], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [8 x i8], align 1
  %20 = alloca [6 x ptr], align 16
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca [7 x [8 x ptr]], align 16
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca [9 x [8 x [3 x i64]]], align 16
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i64, align 8
  %40 = alloca ptr, align 8
  %41 = alloca [7 x i32], align 16
  %42 = alloca i32, align 4
  store i64 %0, ptr %7, align 8
    #dbg_declare(ptr %7, !323, !DIExpression(), !324)
  store i64 %1, ptr %8, align 8
    #dbg_declare(ptr %8, !325, !DIExpression(), !326)
  store i16 %2, ptr %9, align 2
    #dbg_declare(ptr %9, !327, !DIExpression(), !328)
  store i64 %3, ptr %10, align 8
    #dbg_declare(ptr %10, !329, !DIExpression(), !330)
  store i32 %4, ptr %11, align 4
    #dbg_declare(ptr %11, !331, !DIExpression(), !332)
    #dbg_declare(ptr %12, !333, !DIExpression(), !337)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.func_4.l_33, i64 40, i1 false), !dbg !337
    #dbg_declare(ptr %13, !338, !DIExpression(), !340)
  store ptr @g_41, ptr %13, align 8, !dbg !340
    #dbg_declare(ptr %14, !341, !DIExpression(), !346)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.func_4.l_42, i64 960, i1 false), !dbg !346
    #dbg_declare(ptr %15, !347, !DIExpression(), !348)
    #dbg_declare(ptr %16, !349, !DIExpression(), !350)
    #dbg_declare(ptr %17, !351, !DIExpression(), !352)
    #dbg_declare(ptr %18, !353, !DIExpression(), !354)
  %43 = load i32, ptr @g_14, align 4, !dbg !355
  %44 = zext i32 %43 to i64, !dbg !355
  %45 = load i64, ptr %10, align 8, !dbg !356
  %46 = icmp sgt i64 %44, %45, !dbg !357
  %47 = zext i1 %46 to i32, !dbg !357
  %48 = sext i32 %47 to i64, !dbg !358
  %49 = load i32, ptr @g_14, align 4, !dbg !359
  %50 = trunc i32 %49 to i16, !dbg !359
  %51 = load i64, ptr %8, align 8, !dbg !360
  %52 = getelementptr inbounds [10 x i32], ptr %12, i64 0, i64 9, !dbg !361
  %53 = load i32, ptr %52, align 4, !dbg !361
  %54 = zext i32 %53 to i64, !dbg !361
  %55 = xor i64 2, %54, !dbg !362
  %56 = load i32, ptr @g_14, align 4, !dbg !363
  %57 = zext i32 %56 to i64, !dbg !363
  %58 = icmp uge i64 %55, %57, !dbg !364
  %59 = zext i1 %58 to i32, !dbg !364
  %60 = load i32, ptr @g_14, align 4, !dbg !365
  %61 = icmp ult i32 %59, %60, !dbg !366
  %62 = zext i1 %61 to i32, !dbg !366
  %63 = trunc i32 %62 to i16, !dbg !367
  %64 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %63, i32 noundef 0), !dbg !368
  %65 = zext i16 %64 to i32, !dbg !369
  %66 = getelementptr inbounds [10 x i32], ptr %12, i64 0, i64 3, !dbg !370
  %67 = load i32, ptr %66, align 4, !dbg !370
  %68 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %65, i32 noundef %67), !dbg !371
  %69 = load i32, ptr %11, align 4, !dbg !372
  %70 = icmp uge i32 %68, %69, !dbg !373
  br i1 %70, label %71, label %72, !dbg !374

71:                                               ; preds = %5
  br label %72

72:                                               ; preds = %71, %5
  %73 = phi i1 [ false, %5 ], [ true, %71 ], !dbg !375
  %74 = zext i1 %73 to i32, !dbg !374
  %75 = getelementptr inbounds [10 x i32], ptr %12, i64 0, i64 5, !dbg !376
  %76 = load i32, ptr %75, align 4, !dbg !376
  %77 = icmp ult i32 %74, %76, !dbg !377
  %78 = zext i1 %77 to i32, !dbg !377
  %79 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %50, i32 noundef %78), !dbg !378
  %80 = call zeroext i8 @func_25(i16 noundef zeroext %79), !dbg !379
  %81 = zext i8 %80 to i64, !dbg !379
  %82 = icmp ne i64 %81, -1, !dbg !380
  %83 = zext i1 %82 to i32, !dbg !380
  %84 = load i64, ptr %8, align 8, !dbg !381
  %85 = getelementptr inbounds [10 x i32], ptr %12, i64 0, i64 9, !dbg !382
  %86 = load i32, ptr %85, align 4, !dbg !382
  %87 = zext i32 %86 to i64, !dbg !382
  %88 = icmp sgt i64 %84, %87, !dbg !383
  %89 = zext i1 %88 to i32, !dbg !383
  %90 = load i32, ptr @g_35, align 4, !dbg !384
  %91 = icmp ne i32 %90, 0, !dbg !385
  br i1 %91, label %92, label %95, !dbg !386

92:                                               ; preds = %72
  %93 = load i64, ptr %7, align 8, !dbg !387
  %94 = icmp ne i64 %93, 0, !dbg !387
  br i1 %94, label %96, label %95, !dbg !388

95:                                               ; preds = %92, %72
  br label %96, !dbg !388

96:                                               ; preds = %95, %92
  %97 = phi i1 [ true, %92 ], [ false, %95 ]
  %98 = zext i1 %97 to i32, !dbg !388
  %99 = load i32, ptr @g_14, align 4, !dbg !389
  %100 = icmp ugt i32 %98, %99, !dbg !390
  %101 = zext i1 %100 to i32, !dbg !390
  %102 = sext i32 %101 to i64, !dbg !391
  %103 = load ptr, ptr %13, align 8, !dbg !392
  store i64 %102, ptr %103, align 8, !dbg !393
  %104 = icmp eq i64 %48, %102, !dbg !394
  %105 = zext i1 %104 to i32, !dbg !394
  %106 = load i64, ptr %7, align 8, !dbg !395
  %107 = trunc i64 %106 to i32, !dbg !395
  %108 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %105, i32 noundef %107), !dbg !396
  %109 = trunc i32 %108 to i16, !dbg !397
  %110 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %109, i16 noundef zeroext 0), !dbg !398
  %111 = zext i16 %110 to i32, !dbg !399
  %112 = trunc i32 %111 to i8, !dbg !400
  %113 = load i32, ptr @g_14, align 4, !dbg !401
  %114 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %112, i32 noundef %113), !dbg !402
  %115 = zext i8 %114 to i64, !dbg !403
  %116 = getelementptr inbounds [10 x i32], ptr %12, i64 0, i64 4, !dbg !404
  %117 = load i32, ptr %116, align 16, !dbg !404
  %118 = zext i32 %117 to i64, !dbg !404
  %119 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %115, i64 noundef %118), !dbg !405
  %120 = trunc i64 %119 to i32, !dbg !406
  %121 = getelementptr inbounds [4 x [4 x [3 x [5 x i32]]]], ptr %14, i64 0, i64 0, !dbg !407
  %122 = getelementptr inbounds [4 x [3 x [5 x i32]]], ptr %121, i64 0, i64 3, !dbg !407
  %123 = getelementptr inbounds [3 x [5 x i32]], ptr %122, i64 0, i64 0, !dbg !407
  %124 = getelementptr inbounds [5 x i32], ptr %123, i64 0, i64 2, !dbg !407
  store i32 %120, ptr %124, align 4, !dbg !408
  store i64 0, ptr @g_41, align 8, !dbg !409
  br label %125, !dbg !411

125:                                              ; preds = %413, %96
  %126 = load i64, ptr @g_41, align 8, !dbg !412
  %127 = icmp sle i64 %126, 9, !dbg !414
  br i1 %127, label %128, label %416, !dbg !415

128:                                              ; preds = %125
    #dbg_declare(ptr %19, !416, !DIExpression(), !419)
    #dbg_declare(ptr %20, !420, !DIExpression(), !425)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %20, ptr align 16 @__const.func_4.l_95, i64 48, i1 false), !dbg !425
    #dbg_declare(ptr %21, !426, !DIExpression(), !428)
  %129 = getelementptr inbounds [6 x ptr], ptr %20, i64 0, i64 3, !dbg !429
  store ptr %129, ptr %21, align 8, !dbg !428
    #dbg_declare(ptr %22, !430, !DIExpression(), !432)
  store ptr null, ptr %22, align 8, !dbg !432
    #dbg_declare(ptr %23, !433, !DIExpression(), !434)
  store ptr %21, ptr %23, align 8, !dbg !434
    #dbg_declare(ptr %24, !435, !DIExpression(), !436)
  store i32 0, ptr %24, align 4, !dbg !437
  br label %130, !dbg !439

130:                                              ; preds = %137, %128
  %131 = load i32, ptr %24, align 4, !dbg !440
  %132 = icmp slt i32 %131, 8, !dbg !442
  br i1 %132, label %133, label %140, !dbg !443

133:                                              ; preds = %130
  %134 = load i32, ptr %24, align 4, !dbg !444
  %135 = sext i32 %134 to i64, !dbg !445
  %136 = getelementptr inbounds [8 x i8], ptr %19, i64 0, i64 %135, !dbg !445
  store i8 -45, ptr %136, align 1, !dbg !446
  br label %137, !dbg !445

137:                                              ; preds = %133
  %138 = load i32, ptr %24, align 4, !dbg !447
  %139 = add nsw i32 %138, 1, !dbg !447
  store i32 %139, ptr %24, align 4, !dbg !447
  br label %130, !dbg !448, !llvm.loop !449

140:                                              ; preds = %130
  store i32 2, ptr @g_35, align 4, !dbg !451
  br label %141, !dbg !453

141:                                              ; preds = %148, %140
  %142 = load i32, ptr @g_35, align 4, !dbg !454
  %143 = icmp sge i32 %142, 0, !dbg !456
  br i1 %143, label %144, label %151, !dbg !457

144:                                              ; preds = %141
    #dbg_declare(ptr %25, !458, !DIExpression(), !460)
  %145 = load i64, ptr @g_41, align 8, !dbg !461
  %146 = getelementptr inbounds [10 x i32], ptr %12, i64 0, i64 %145, !dbg !462
  %147 = load i32, ptr %146, align 4, !dbg !462
  store i32 %147, ptr %6, align 4, !dbg !463
  br label %422, !dbg !463

148:                                              ; No predecessors!
  %149 = load i32, ptr @g_35, align 4, !dbg !464
  %150 = sub nsw i32 %149, 1, !dbg !464
  store i32 %150, ptr @g_35, align 4, !dbg !464
  br label %141, !dbg !465, !llvm.loop !466

151:                                              ; preds = %141
  store i64 8, ptr %8, align 8, !dbg !468
  br label %152, !dbg !470

152:                                              ; preds = %403, %151
  %153 = load i64, ptr %8, align 8, !dbg !471
  %154 = icmp sge i64 %153, 0, !dbg !473
  br i1 %154, label %155, label %406, !dbg !474

155:                                              ; preds = %152
    #dbg_declare(ptr %26, !475, !DIExpression(), !478)
  store ptr @g_50, ptr %26, align 8, !dbg !478
    #dbg_declare(ptr %27, !479, !DIExpression(), !480)
  store ptr @g_39, ptr %27, align 8, !dbg !480
    #dbg_declare(ptr %28, !481, !DIExpression(), !485)
  store ptr @g_35, ptr %28, align 8, !dbg !486
  %156 = getelementptr inbounds ptr, ptr %28, i64 1, !dbg !486
  store ptr @g_35, ptr %156, align 8, !dbg !486
  %157 = getelementptr inbounds ptr, ptr %28, i64 2, !dbg !486
  store ptr null, ptr %157, align 8, !dbg !486
  %158 = getelementptr inbounds ptr, ptr %28, i64 3, !dbg !486
  %159 = getelementptr inbounds [4 x [4 x [3 x [5 x i32]]]], ptr %14, i64 0, i64 0, !dbg !487
  %160 = getelementptr inbounds [4 x [3 x [5 x i32]]], ptr %159, i64 0, i64 3, !dbg !487
  %161 = getelementptr inbounds [3 x [5 x i32]], ptr %160, i64 0, i64 0, !dbg !487
  %162 = getelementptr inbounds [5 x i32], ptr %161, i64 0, i64 2, !dbg !487
  store ptr %162, ptr %158, align 8, !dbg !486
  %163 = getelementptr inbounds ptr, ptr %28, i64 4, !dbg !486
  store ptr null, ptr %163, align 8, !dbg !486
  %164 = getelementptr inbounds ptr, ptr %28, i64 5, !dbg !486
  store ptr @g_35, ptr %164, align 8, !dbg !486
  %165 = getelementptr inbounds ptr, ptr %28, i64 6, !dbg !486
  store ptr @g_35, ptr %165, align 8, !dbg !486
  %166 = getelementptr inbounds ptr, ptr %28, i64 7, !dbg !486
  store ptr null, ptr %166, align 8, !dbg !486
  %167 = getelementptr inbounds [8 x ptr], ptr %28, i64 1, !dbg !488
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %167, ptr align 8 @constinit, i64 64, i1 false), !dbg !489
  %168 = getelementptr inbounds [8 x ptr], ptr %28, i64 2, !dbg !488
  store ptr null, ptr %168, align 8, !dbg !490
  %169 = getelementptr inbounds ptr, ptr %168, i64 1, !dbg !490
  store ptr @g_35, ptr %169, align 8, !dbg !490
  %170 = getelementptr inbounds ptr, ptr %168, i64 2, !dbg !490
  %171 = getelementptr inbounds [4 x [4 x [3 x [5 x i32]]]], ptr %14, i64 0, i64 0, !dbg !491
  %172 = getelementptr inbounds [4 x [3 x [5 x i32]]], ptr %171, i64 0, i64 3, !dbg !491
  %173 = getelementptr inbounds [3 x [5 x i32]], ptr %172, i64 0, i64 0, !dbg !491
  %174 = getelementptr inbounds [5 x i32], ptr %173, i64 0, i64 2, !dbg !491
  store ptr %174, ptr %170, align 8, !dbg !490
  %175 = getelementptr inbounds ptr, ptr %168, i64 3, !dbg !490
  %176 = getelementptr inbounds [4 x [4 x [3 x [5 x i32]]]], ptr %14, i64 0, i64 0, !dbg !492
  %177 = getelementptr inbounds [4 x [3 x [5 x i32]]], ptr %176, i64 0, i64 3, !dbg !492
  %178 = getelementptr inbounds [3 x [5 x i32]], ptr %177, i64 0, i64 0, !dbg !492
  %179 = getelementptr inbounds [5 x i32], ptr %178, i64 0, i64 2, !dbg !492
  store ptr %179, ptr %175, align 8, !dbg !490
  %180 = getelementptr inbounds ptr, ptr %168, i64 4, !dbg !490
  store ptr @g_35, ptr %180, align 8, !dbg !490
  %181 = getelementptr inbounds ptr, ptr %168, i64 5, !dbg !490
  store ptr null, ptr %181, align 8, !dbg !490
  %182 = getelementptr inbounds ptr, ptr %168, i64 6, !dbg !490
  store ptr @g_35, ptr %182, align 8, !dbg !490
  %183 = getelementptr inbounds ptr, ptr %168, i64 7, !dbg !490
  %184 = getelementptr inbounds [4 x [4 x [3 x [5 x i32]]]], ptr %14, i64 0, i64 0, !dbg !493
  %185 = getelementptr inbounds [4 x [3 x [5 x i32]]], ptr %184, i64 0, i64 3, !dbg !493
  %186 = getelementptr inbounds [3 x [5 x i32]], ptr %185, i64 0, i64 0, !dbg !493
  %187 = getelementptr inbounds [5 x i32], ptr %186, i64 0, i64 2, !dbg !493
  store ptr %187, ptr %183, align 8, !dbg !490
  %188 = getelementptr inbounds [8 x ptr], ptr %28, i64 3, !dbg !488
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %188, ptr align 8 @constinit.10, i64 64, i1 false), !dbg !494
  %189 = getelementptr inbounds [8 x ptr], ptr %28, i64 4, !dbg !488
  store ptr @g_35, ptr %189, align 8, !dbg !495
  %190 = getelementptr inbounds ptr, ptr %189, i64 1, !dbg !495
  store ptr null, ptr %190, align 8, !dbg !495
  %191 = getelementptr inbounds ptr, ptr %189, i64 2, !dbg !495
  %192 = getelementptr inbounds [4 x [4 x [3 x [5 x i32]]]], ptr %14, i64 0, i64 0, !dbg !496
  %193 = getelementptr inbounds [4 x [3 x [5 x i32]]], ptr %192, i64 0, i64 3, !dbg !496
  %194 = getelementptr inbounds [3 x [5 x i32]], ptr %193, i64 0, i64 0, !dbg !496
  %195 = getelementptr inbounds [5 x i32], ptr %194, i64 0, i64 2, !dbg !496
  store ptr %195, ptr %191, align 8, !dbg !495
  %196 = getelementptr inbounds ptr, ptr %189, i64 3, !dbg !495
  store ptr null, ptr %196, align 8, !dbg !495
  %197 = getelementptr inbounds ptr, ptr %189, i64 4, !dbg !495
  store ptr @g_35, ptr %197, align 8, !dbg !495
  %198 = getelementptr inbounds ptr, ptr %189, i64 5, !dbg !495
  store ptr @g_35, ptr %198, align 8, !dbg !495
  %199 = getelementptr inbounds ptr, ptr %189, i64 6, !dbg !495
  store ptr null, ptr %199, align 8, !dbg !495
  %200 = getelementptr inbounds ptr, ptr %189, i64 7, !dbg !495
  %201 = getelementptr inbounds [4 x [4 x [3 x [5 x i32]]]], ptr %14, i64 0, i64 0, !dbg !497
  %202 = getelementptr inbounds [4 x [3 x [5 x i32]]], ptr %201, i64 0, i64 3, !dbg !497
  %203 = getelementptr inbounds [3 x [5 x i32]], ptr %202, i64 0, i64 0, !dbg !497
  %204 = getelementptr inbounds [5 x i32], ptr %203, i64 0, i64 2, !dbg !497
  store ptr %204, ptr %200, align 8, !dbg !495
  %205 = getelementptr inbounds [8 x ptr], ptr %28, i64 5, !dbg !488
  store ptr @g_35, ptr %205, align 8, !dbg !498
  %206 = getelementptr inbounds ptr, ptr %205, i64 1, !dbg !498
  store ptr @g_35, ptr %206, align 8, !dbg !498
  %207 = getelementptr inbounds ptr, ptr %205, i64 2, !dbg !498
  store ptr null, ptr %207, align 8, !dbg !498
  %208 = getelementptr inbounds ptr, ptr %205, i64 3, !dbg !498
  %209 = getelementptr inbounds [4 x [4 x [3 x [5 x i32]]]], ptr %14, i64 0, i64 0, !dbg !499
  %210 = getelementptr inbounds [4 x [3 x [5 x i32]]], ptr %209, i64 0, i64 3, !dbg !499
  %211 = getelementptr inbounds [3 x [5 x i32]], ptr %210, i64 0, i64 0, !dbg !499
  %212 = getelementptr inbounds [5 x i32], ptr %211, i64 0, i64 2, !dbg !499
  store ptr %212, ptr %208, align 8, !dbg !498
  %213 = getelementptr inbounds ptr, ptr %205, i64 4, !dbg !498
  store ptr null, ptr %213, align 8, !dbg !498
  %214 = getelementptr inbounds ptr, ptr %205, i64 5, !dbg !498
  store ptr @g_35, ptr %214, align 8, !dbg !498
  %215 = getelementptr inbounds ptr, ptr %205, i64 6, !dbg !498
  store ptr @g_35, ptr %215, align 8, !dbg !498
  %216 = getelementptr inbounds ptr, ptr %205, i64 7, !dbg !498
  store ptr null, ptr %216, align 8, !dbg !498
  %217 = getelementptr inbounds [8 x ptr], ptr %28, i64 6, !dbg !488
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %217, ptr align 8 @constinit.11, i64 64, i1 false), !dbg !500
    #dbg_declare(ptr %29, !501, !DIExpression(), !502)
  %218 = getelementptr inbounds [7 x [8 x ptr]], ptr %28, i64 0, i64 1, !dbg !503
  %219 = getelementptr inbounds [8 x ptr], ptr %218, i64 0, i64 5, !dbg !503
  store ptr %219, ptr %29, align 8, !dbg !502
    #dbg_declare(ptr %30, !504, !DIExpression(), !506)
  store ptr @g_55, ptr %30, align 8, !dbg !506
    #dbg_declare(ptr %31, !507, !DIExpression(), !509)
  store ptr @g_57, ptr %31, align 8, !dbg !509
    #dbg_declare(ptr %32, !510, !DIExpression(), !515)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %32, ptr align 16 @__const.func_4.l_88, i64 1728, i1 false), !dbg !515
    #dbg_declare(ptr %33, !516, !DIExpression(), !517)
  store i32 1, ptr %33, align 4, !dbg !517
    #dbg_declare(ptr %34, !518, !DIExpression(), !519)
    #dbg_declare(ptr %35, !520, !DIExpression(), !521)
    #dbg_declare(ptr %36, !522, !DIExpression(), !523)
  %220 = load i64, ptr %8, align 8, !dbg !524
  %221 = add nsw i64 %220, 1, !dbg !526
  %222 = getelementptr inbounds [10 x i32], ptr %12, i64 0, i64 %221, !dbg !527
  %223 = load i32, ptr %222, align 4, !dbg !527
  %224 = load i32, ptr @g_35, align 4, !dbg !528
  %225 = trunc i32 %224 to i8, !dbg !528
  %226 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %225, i32 noundef 4), !dbg !529
  %227 = sext i8 %226 to i32, !dbg !530
  %228 = load i64, ptr %10, align 8, !dbg !531
  %229 = trunc i64 %228 to i8, !dbg !531
  %230 = load ptr, ptr %26, align 8, !dbg !532
  store i8 %229, ptr %230, align 1, !dbg !533
  %231 = zext i8 %229 to i32, !dbg !534
  %232 = load volatile ptr, ptr @g_38, align 8, !dbg !535
  %233 = load ptr, ptr %232, align 8, !dbg !536
  %234 = load ptr, ptr %27, align 8, !dbg !537
  store ptr %233, ptr %234, align 8, !dbg !538
  %235 = load ptr, ptr %29, align 8, !dbg !539
  store ptr @g_35, ptr %235, align 8, !dbg !540
  %236 = icmp eq ptr %233, @g_35, !dbg !541
  %237 = zext i1 %236 to i32, !dbg !541
  %238 = and i32 %231, %237, !dbg !542
  %239 = load ptr, ptr %30, align 8, !dbg !543
  %240 = load i32, ptr %239, align 4, !dbg !544
  %241 = or i32 %240, %238, !dbg !544
  store i32 %241, ptr %239, align 4, !dbg !544
  %242 = icmp ule i32 %227, %241, !dbg !545
  %243 = zext i1 %242 to i32, !dbg !545
  %244 = trunc i32 %243 to i8, !dbg !546
  %245 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %244, i8 noundef zeroext 9), !dbg !547
  %246 = zext i8 %245 to i16, !dbg !548
  %247 = load ptr, ptr %31, align 8, !dbg !549
  store i16 %246, ptr %247, align 2, !dbg !550
  %248 = sext i16 %246 to i32, !dbg !551
  %249 = load i32, ptr @g_14, align 4, !dbg !552
  %250 = icmp uge i32 %248, %249, !dbg !553
  %251 = zext i1 %250 to i32, !dbg !553
  %252 = sext i32 %251 to i64, !dbg !554
  %253 = load i64, ptr @g_41, align 8, !dbg !555
  %254 = icmp sgt i64 %252, %253, !dbg !556
  %255 = zext i1 %254 to i32, !dbg !556
  %256 = load i32, ptr @g_35, align 4, !dbg !557
  %257 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %255, i32 noundef %256), !dbg !558
  %258 = icmp ne i32 %257, 0, !dbg !558
  br i1 %258, label %259, label %296, !dbg !559

259:                                              ; preds = %155
    #dbg_declare(ptr %37, !560, !DIExpression(), !562)
  store i64 -6159779317940433842, ptr %37, align 8, !dbg !562
    #dbg_declare(ptr %38, !563, !DIExpression(), !564)
  store ptr @g_65, ptr %38, align 8, !dbg !564
  %260 = load i64, ptr %37, align 8, !dbg !565
  %261 = xor i64 %260, -1, !dbg !565
  store i64 %261, ptr %37, align 8, !dbg !565
  %262 = trunc i64 %261 to i32, !dbg !566
  %263 = load i64, ptr %10, align 8, !dbg !567
  %264 = and i64 %263, 7025906328077571057, !dbg !568
  %265 = icmp ne i64 %264, 0, !dbg !568
  br i1 %265, label %266, label %267, !dbg !569

266:                                              ; preds = %259
  br label %267

267:                                              ; preds = %266, %259
  %268 = phi i1 [ false, %259 ], [ true, %266 ], !dbg !570
  %269 = zext i1 %268 to i32, !dbg !569
  %270 = load i8, ptr @g_50, align 1, !dbg !571
  %271 = zext i8 %270 to i64, !dbg !571
  %272 = call i64 @safe_unary_minus_func_int64_t_s(i64 noundef %271), !dbg !572
  %273 = load i64, ptr %8, align 8, !dbg !573
  %274 = icmp slt i64 %272, %273, !dbg !574
  %275 = zext i1 %274 to i32, !dbg !574
  %276 = sext i32 %275 to i64, !dbg !575
  %277 = icmp ne i64 %276, 814097954, !dbg !576
  %278 = zext i1 %277 to i32, !dbg !576
  %279 = trunc i32 %278 to i16, !dbg !577
  %280 = load ptr, ptr %38, align 8, !dbg !578
  store i16 %279, ptr %280, align 2, !dbg !579
  %281 = zext i16 %279 to i32, !dbg !580
  %282 = getelementptr inbounds [8 x i8], ptr %19, i64 0, i64 4, !dbg !581
  %283 = load i8, ptr %282, align 1, !dbg !581
  %284 = zext i8 %283 to i32, !dbg !581
  %285 = icmp sle i32 %281, %284, !dbg !582
  %286 = zext i1 %285 to i32, !dbg !582
  %287 = or i32 %269, %286, !dbg !583
  %288 = trunc i32 %287 to i16, !dbg !584
  %289 = load i64, ptr %10, align 8, !dbg !585
  %290 = trunc i64 %289 to i32, !dbg !585
  %291 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %288, i32 noundef %290), !dbg !586
  %292 = zext i16 %291 to i32, !dbg !587
  %293 = call i32 @safe_div_func_int32_t_s_s(i32 noundef %262, i32 noundef %292), !dbg !588
  %294 = load ptr, ptr %27, align 8, !dbg !589
  %295 = load ptr, ptr %294, align 8, !dbg !590
  store i32 %293, ptr %295, align 4, !dbg !591
  br label %402, !dbg !592

296:                                              ; preds = %155
    #dbg_declare(ptr %39, !593, !DIExpression(), !595)
  store i64 4257209096738945763, ptr %39, align 8, !dbg !595
    #dbg_declare(ptr %40, !596, !DIExpression(), !598)
  store ptr @g_87, ptr %40, align 8, !dbg !598
    #dbg_declare(ptr %41, !599, !DIExpression(), !602)
    #dbg_declare(ptr %42, !603, !DIExpression(), !604)
  store i32 0, ptr %42, align 4, !dbg !605
  br label %297, !dbg !607

297:                                              ; preds = %304, %296
  %298 = load i32, ptr %42, align 4, !dbg !608
  %299 = icmp slt i32 %298, 7, !dbg !610
  br i1 %299, label %300, label %307, !dbg !611

300:                                              ; preds = %297
  %301 = load i32, ptr %42, align 4, !dbg !612
  %302 = sext i32 %301 to i64, !dbg !613
  %303 = getelementptr inbounds [7 x i32], ptr %41, i64 0, i64 %302, !dbg !613
  store i32 -1262654650, ptr %303, align 4, !dbg !614
  br label %304, !dbg !613

304:                                              ; preds = %300
  %305 = load i32, ptr %42, align 4, !dbg !615
  %306 = add nsw i32 %305, 1, !dbg !615
  store i32 %306, ptr %42, align 4, !dbg !615
  br label %297, !dbg !616, !llvm.loop !617

307:                                              ; preds = %297
  %308 = load i64, ptr %7, align 8, !dbg !619
  %309 = icmp ne i64 %308, 0, !dbg !619
  br i1 %309, label %310, label %311, !dbg !621

310:                                              ; preds = %307
  br label %406, !dbg !622

311:                                              ; preds = %307
  %312 = load i64, ptr %39, align 8, !dbg !623
  %313 = add i64 %312, -1, !dbg !623
  store i64 %313, ptr %39, align 8, !dbg !623
  %314 = load i64, ptr %10, align 8, !dbg !624
  %315 = load volatile ptr, ptr @g_38, align 8, !dbg !625
  %316 = load ptr, ptr %315, align 8, !dbg !626
  %317 = load i32, ptr %316, align 4, !dbg !627
  %318 = load i64, ptr %10, align 8, !dbg !628
  %319 = trunc i64 %318 to i16, !dbg !628
  %320 = load i16, ptr @g_57, align 2, !dbg !629
  %321 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %319, i16 noundef signext %320), !dbg !630
  %322 = sext i16 %321 to i32, !dbg !631
  %323 = load ptr, ptr @g_39, align 8, !dbg !632
  %324 = load i32, ptr %323, align 4, !dbg !633
  %325 = icmp slt i32 %322, %324, !dbg !634
  %326 = zext i1 %325 to i32, !dbg !634
  %327 = and i32 %317, %326, !dbg !635
  %328 = load i32, ptr @g_35, align 4, !dbg !636
  %329 = icmp eq i32 %327, %328, !dbg !637
  %330 = zext i1 %329 to i32, !dbg !637
  %331 = trunc i32 %330 to i8, !dbg !638
  %332 = load ptr, ptr %40, align 8, !dbg !639
  store i8 %331, ptr %332, align 1, !dbg !640
  %333 = sext i8 %331 to i32, !dbg !641
  %334 = icmp ne i32 %333, 0, !dbg !641
  br i1 %334, label %340, label %335, !dbg !642

335:                                              ; preds = %311
  %336 = getelementptr inbounds [8 x i8], ptr %19, i64 0, i64 4, !dbg !643
  %337 = load i8, ptr %336, align 1, !dbg !643
  %338 = zext i8 %337 to i32, !dbg !643
  %339 = icmp ne i32 %338, 0, !dbg !642
  br label %340, !dbg !642

340:                                              ; preds = %335, %311
  %341 = phi i1 [ true, %311 ], [ %339, %335 ]
  %342 = zext i1 %341 to i32, !dbg !642
  %343 = trunc i32 %342 to i8, !dbg !644
  %344 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %343, i8 noundef signext 1), !dbg !645
  %345 = sext i8 %344 to i64, !dbg !646
  %346 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %345, i64 noundef -1), !dbg !647
  %347 = trunc i64 %346 to i8, !dbg !648
  %348 = load i64, ptr %7, align 8, !dbg !649
  %349 = trunc i64 %348 to i8, !dbg !649
  %350 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %347, i8 noundef zeroext %349), !dbg !650
  %351 = getelementptr inbounds [8 x i8], ptr %19, i64 0, i64 4, !dbg !651
  %352 = load i8, ptr %351, align 1, !dbg !651
  %353 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %350, i8 noundef zeroext %352), !dbg !652
  %354 = load i8, ptr @g_87, align 1, !dbg !653
  %355 = sext i8 %354 to i64, !dbg !654
  %356 = getelementptr inbounds [9 x [8 x [3 x i64]]], ptr %32, i64 0, i64 4, !dbg !655
  %357 = getelementptr inbounds [8 x [3 x i64]], ptr %356, i64 0, i64 0, !dbg !655
  %358 = getelementptr inbounds [3 x i64], ptr %357, i64 0, i64 2, !dbg !655
  %359 = load i64, ptr %358, align 16, !dbg !655
  %360 = icmp sgt i64 %355, %359, !dbg !656
  %361 = zext i1 %360 to i32, !dbg !656
  %362 = sext i32 %361 to i64, !dbg !657
  %363 = xor i64 %362, 180, !dbg !658
  %364 = trunc i64 %363 to i16, !dbg !659
  %365 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %364, i32 noundef 8), !dbg !660
  %366 = sext i16 %365 to i32, !dbg !661
  %367 = load i8, ptr @g_50, align 1, !dbg !662
  %368 = zext i8 %367 to i32, !dbg !662
  %369 = xor i32 %366, %368, !dbg !663
  %370 = load ptr, ptr @g_39, align 8, !dbg !664
  %371 = load i32, ptr %370, align 4, !dbg !665
  %372 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %369, i32 noundef %371), !dbg !666
  %373 = load i32, ptr @g_14, align 4, !dbg !667
  %374 = icmp uge i32 %372, %373, !dbg !668
  br i1 %374, label %379, label %375, !dbg !669

375:                                              ; preds = %340
  %376 = load i8, ptr @g_87, align 1, !dbg !670
  %377 = sext i8 %376 to i32, !dbg !670
  %378 = icmp ne i32 %377, 0, !dbg !669
  br label %379, !dbg !669

379:                                              ; preds = %375, %340
  %380 = phi i1 [ true, %340 ], [ %378, %375 ]
  %381 = zext i1 %380 to i32, !dbg !669
  %382 = load ptr, ptr %27, align 8, !dbg !671
  %383 = load ptr, ptr %382, align 8, !dbg !672
  store i32 %381, ptr %383, align 4, !dbg !673
  %384 = sext i32 %381 to i64, !dbg !674
  %385 = icmp ugt i64 %384, 4294967295, !dbg !675
  %386 = zext i1 %385 to i32, !dbg !675
  %387 = sext i32 %386 to i64, !dbg !676
  %388 = load i64, ptr %8, align 8, !dbg !677
  %389 = and i64 %387, %388, !dbg !678
  %390 = trunc i64 %389 to i16, !dbg !679
  %391 = load i64, ptr %10, align 8, !dbg !680
  %392 = trunc i64 %391 to i32, !dbg !680
  %393 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %390, i32 noundef %392), !dbg !681
  %394 = zext i16 %393 to i64, !dbg !682
  %395 = icmp slt i64 8791, %394, !dbg !683
  %396 = zext i1 %395 to i32, !dbg !683
  %397 = sext i32 %396 to i64, !dbg !684
  %398 = load i64, ptr @g_89, align 8, !dbg !685
  %399 = or i64 %398, %397, !dbg !685
  store i64 %399, ptr @g_89, align 8, !dbg !685
  %400 = load i32, ptr %33, align 4, !dbg !686
  %401 = add i32 %400, -1, !dbg !686
  store i32 %401, ptr %33, align 4, !dbg !686
  br label %402

402:                                              ; preds = %379, %267
  br label %403, !dbg !687

403:                                              ; preds = %402
  %404 = load i64, ptr %8, align 8, !dbg !688
  %405 = sub nsw i64 %404, 1, !dbg !688
  store i64 %405, ptr %8, align 8, !dbg !688
  br label %152, !dbg !689, !llvm.loop !690

406:                                              ; preds = %310, %152
  %407 = load i64, ptr %7, align 8, !dbg !692
  %408 = icmp ne i64 %407, 0, !dbg !692
  br i1 %408, label %409, label %410, !dbg !694

409:                                              ; preds = %406
  br label %416, !dbg !695

410:                                              ; preds = %406
  %411 = load ptr, ptr %21, align 8, !dbg !696
  %412 = load ptr, ptr %23, align 8, !dbg !697
  store ptr %411, ptr %412, align 8, !dbg !698
  br label %413, !dbg !699

413:                                              ; preds = %410
  %414 = load i64, ptr @g_41, align 8, !dbg !700
  %415 = add nsw i64 %414, 1, !dbg !700
  store i64 %415, ptr @g_41, align 8, !dbg !700
  br label %125, !dbg !701, !llvm.loop !702

416:                                              ; preds = %409, %125
  %417 = getelementptr inbounds [4 x [4 x [3 x [5 x i32]]]], ptr %14, i64 0, i64 0, !dbg !704
  %418 = getelementptr inbounds [4 x [3 x [5 x i32]]], ptr %417, i64 0, i64 3, !dbg !704
  %419 = getelementptr inbounds [3 x [5 x i32]], ptr %418, i64 0, i64 0, !dbg !704
  %420 = getelementptr inbounds [5 x i32], ptr %419, i64 0, i64 2, !dbg !704
  %421 = load i32, ptr %420, align 4, !dbg !704
  store i32 %421, ptr %6, align 4, !dbg !705
  br label %422, !dbg !705

422:                                              ; preds = %416, %144
  %423 = load i32, ptr %6, align 4, !dbg !706
  ret i32 %423, !dbg !706
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !707 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !710, !DIExpression(), !711)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !712, !DIExpression(), !713)
  %5 = load i32, ptr %4, align 4, !dbg !714
  %6 = icmp uge i32 %5, 32, !dbg !715
  br i1 %6, label %13, label %7, !dbg !716

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2, !dbg !717
  %9 = zext i16 %8 to i32, !dbg !717
  %10 = load i32, ptr %4, align 4, !dbg !718
  %11 = ashr i32 65535, %10, !dbg !719
  %12 = icmp sgt i32 %9, %11, !dbg !720
  br i1 %12, label %13, label %16, !dbg !721

13:                                               ; preds = %7, %2
  %14 = load i16, ptr %3, align 2, !dbg !722
  %15 = zext i16 %14 to i32, !dbg !723
  br label %21, !dbg !721

16:                                               ; preds = %7
  %17 = load i16, ptr %3, align 2, !dbg !724
  %18 = zext i16 %17 to i32, !dbg !724
  %19 = load i32, ptr %4, align 4, !dbg !725
  %20 = shl i32 %18, %19, !dbg !726
  br label %21, !dbg !721

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ], !dbg !721
  %23 = trunc i32 %22 to i16, !dbg !721
  ret i16 %23, !dbg !727
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !728 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !731, !DIExpression(), !732)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !733, !DIExpression(), !734)
  %5 = load i8, ptr %4, align 1, !dbg !735
  %6 = zext i8 %5 to i32, !dbg !735
  %7 = icmp eq i32 %6, 0, !dbg !736
  br i1 %7, label %8, label %11, !dbg !737

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !738
  %10 = zext i8 %9 to i32, !dbg !739
  br label %17, !dbg !737

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1, !dbg !740
  %13 = zext i8 %12 to i32, !dbg !740
  %14 = load i8, ptr %4, align 1, !dbg !741
  %15 = zext i8 %14 to i32, !dbg !741
  %16 = srem i32 %13, %15, !dbg !742
  br label %17, !dbg !737

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !737
  %19 = trunc i32 %18 to i8, !dbg !737
  ret i8 %19, !dbg !743
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !744 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !747, !DIExpression(), !748)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !749, !DIExpression(), !750)
  %5 = load i64, ptr %4, align 8, !dbg !751
  %6 = icmp eq i64 %5, 0, !dbg !752
  br i1 %6, label %7, label %9, !dbg !753

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !754
  br label %13, !dbg !753

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8, !dbg !755
  %11 = load i64, ptr %4, align 8, !dbg !756
  %12 = udiv i64 %10, %11, !dbg !757
  br label %13, !dbg !753

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ], !dbg !753
  ret i64 %14, !dbg !758
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !759 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !762, !DIExpression(), !763)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !764, !DIExpression(), !765)
  %5 = load i32, ptr %4, align 4, !dbg !766
  %6 = icmp uge i32 %5, 32, !dbg !767
  br i1 %6, label %7, label %10, !dbg !768

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1, !dbg !769
  %9 = zext i8 %8 to i32, !dbg !770
  br label %15, !dbg !768

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1, !dbg !771
  %12 = zext i8 %11 to i32, !dbg !771
  %13 = load i32, ptr %4, align 4, !dbg !772
  %14 = ashr i32 %12, %13, !dbg !773
  br label %15, !dbg !768

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ], !dbg !768
  %17 = trunc i32 %16 to i8, !dbg !768
  ret i8 %17, !dbg !774
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !775 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !778, !DIExpression(), !779)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !780, !DIExpression(), !781)
  %5 = load i16, ptr %3, align 2, !dbg !782
  %6 = zext i16 %5 to i32, !dbg !783
  %7 = load i16, ptr %4, align 2, !dbg !784
  %8 = zext i16 %7 to i32, !dbg !785
  %9 = mul i32 %6, %8, !dbg !786
  %10 = trunc i32 %9 to i16, !dbg !787
  ret i16 %10, !dbg !788
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !789 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !792, !DIExpression(), !793)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !794, !DIExpression(), !795)
  %5 = load i32, ptr %4, align 4, !dbg !796
  %6 = icmp eq i32 %5, 0, !dbg !797
  br i1 %6, label %13, label %7, !dbg !798

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !799
  %9 = icmp eq i32 %8, -2147483648, !dbg !800
  br i1 %9, label %10, label %15, !dbg !801

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4, !dbg !802
  %12 = icmp eq i32 %11, -1, !dbg !803
  br i1 %12, label %13, label %15, !dbg !804

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4, !dbg !805
  br label %19, !dbg !804

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4, !dbg !806
  %17 = load i32, ptr %4, align 4, !dbg !807
  %18 = srem i32 %16, %17, !dbg !808
  br label %19, !dbg !804

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ], !dbg !804
  ret i32 %20, !dbg !809
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @func_25(i16 noundef zeroext %0) #0 !dbg !810 {
  %2 = alloca i16, align 2
  %3 = alloca [1 x [6 x ptr]], align 16
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i16 %0, ptr %2, align 2
    #dbg_declare(ptr %2, !813, !DIExpression(), !814)
    #dbg_declare(ptr %3, !815, !DIExpression(), !819)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.func_25.l_34, i64 48, i1 false), !dbg !819
    #dbg_declare(ptr %4, !820, !DIExpression(), !821)
  store ptr @g_35, ptr %4, align 8, !dbg !821
    #dbg_declare(ptr %5, !822, !DIExpression(), !823)
    #dbg_declare(ptr %6, !824, !DIExpression(), !825)
  %7 = load i32, ptr @g_14, align 4, !dbg !826
  store i32 %7, ptr @g_35, align 4, !dbg !827
  %8 = load ptr, ptr %4, align 8, !dbg !828
  %9 = load volatile ptr, ptr @g_38, align 8, !dbg !829
  store ptr %8, ptr %9, align 8, !dbg !830
  %10 = load ptr, ptr %4, align 8, !dbg !831
  %11 = load i32, ptr %10, align 4, !dbg !832
  %12 = trunc i32 %11 to i8, !dbg !833
  ret i8 %12, !dbg !834
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !835 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !838, !DIExpression(), !839)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !840, !DIExpression(), !841)
  %5 = load i32, ptr %4, align 4, !dbg !842
  %6 = icmp slt i32 %5, 0, !dbg !843
  br i1 %6, label %10, label %7, !dbg !844

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !845
  %9 = icmp sge i32 %8, 32, !dbg !846
  br i1 %9, label %10, label %13, !dbg !847

10:                                               ; preds = %7, %2
  %11 = load i16, ptr %3, align 2, !dbg !848
  %12 = zext i16 %11 to i32, !dbg !849
  br label %18, !dbg !847

13:                                               ; preds = %7
  %14 = load i16, ptr %3, align 2, !dbg !850
  %15 = zext i16 %14 to i32, !dbg !850
  %16 = load i32, ptr %4, align 4, !dbg !851
  %17 = ashr i32 %15, %16, !dbg !852
  br label %18, !dbg !847

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ], !dbg !847
  %20 = trunc i32 %19 to i16, !dbg !847
  ret i16 %20, !dbg !853
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !854 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !857, !DIExpression(), !858)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !859, !DIExpression(), !860)
  %5 = load i32, ptr %4, align 4, !dbg !861
  %6 = icmp eq i32 %5, 0, !dbg !862
  br i1 %6, label %7, label %9, !dbg !863

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !864
  br label %13, !dbg !863

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4, !dbg !865
  %11 = load i32, ptr %4, align 4, !dbg !866
  %12 = udiv i32 %10, %11, !dbg !867
  br label %13, !dbg !863

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ], !dbg !863
  ret i32 %14, !dbg !868
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !869 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !870, !DIExpression(), !871)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !872, !DIExpression(), !873)
  %5 = load i32, ptr %3, align 4, !dbg !874
  %6 = load i32, ptr %4, align 4, !dbg !875
  %7 = xor i32 %5, %6, !dbg !876
  %8 = load i32, ptr %3, align 4, !dbg !877
  %9 = load i32, ptr %3, align 4, !dbg !878
  %10 = load i32, ptr %4, align 4, !dbg !879
  %11 = xor i32 %9, %10, !dbg !880
  %12 = and i32 %11, -2147483648, !dbg !881
  %13 = xor i32 %8, %12, !dbg !882
  %14 = load i32, ptr %4, align 4, !dbg !883
  %15 = sub nsw i32 %13, %14, !dbg !884
  %16 = load i32, ptr %4, align 4, !dbg !885
  %17 = xor i32 %15, %16, !dbg !886
  %18 = and i32 %7, %17, !dbg !887
  %19 = icmp slt i32 %18, 0, !dbg !888
  br i1 %19, label %20, label %22, !dbg !889

20:                                               ; preds = %2
  %21 = load i32, ptr %3, align 4, !dbg !890
  br label %26, !dbg !889

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4, !dbg !891
  %24 = load i32, ptr %4, align 4, !dbg !892
  %25 = sub nsw i32 %23, %24, !dbg !893
  br label %26, !dbg !889

26:                                               ; preds = %22, %20
  %27 = phi i32 [ %21, %20 ], [ %25, %22 ], !dbg !889
  ret i32 %27, !dbg !894
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 !dbg !895 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !898, !DIExpression(), !899)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !900, !DIExpression(), !901)
  %5 = load i8, ptr %3, align 1, !dbg !902
  %6 = sext i8 %5 to i32, !dbg !902
  %7 = icmp slt i32 %6, 0, !dbg !903
  br i1 %7, label %11, label %8, !dbg !904

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !905
  %10 = icmp uge i32 %9, 32, !dbg !906
  br i1 %10, label %11, label %14, !dbg !907

11:                                               ; preds = %8, %2
  %12 = load i8, ptr %3, align 1, !dbg !908
  %13 = sext i8 %12 to i32, !dbg !909
  br label %19, !dbg !907

14:                                               ; preds = %8
  %15 = load i8, ptr %3, align 1, !dbg !910
  %16 = sext i8 %15 to i32, !dbg !910
  %17 = load i32, ptr %4, align 4, !dbg !911
  %18 = ashr i32 %16, %17, !dbg !912
  br label %19, !dbg !907

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ], !dbg !907
  %21 = trunc i32 %20 to i8, !dbg !907
  ret i8 %21, !dbg !913
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !914 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !915, !DIExpression(), !916)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !917, !DIExpression(), !918)
  %5 = load i32, ptr %4, align 4, !dbg !919
  %6 = icmp eq i32 %5, 0, !dbg !920
  br i1 %6, label %13, label %7, !dbg !921

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !922
  %9 = icmp eq i32 %8, -2147483648, !dbg !923
  br i1 %9, label %10, label %15, !dbg !924

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4, !dbg !925
  %12 = icmp eq i32 %11, -1, !dbg !926
  br i1 %12, label %13, label %15, !dbg !927

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4, !dbg !928
  br label %19, !dbg !927

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4, !dbg !929
  %17 = load i32, ptr %4, align 4, !dbg !930
  %18 = sdiv i32 %16, %17, !dbg !931
  br label %19, !dbg !927

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ], !dbg !927
  ret i32 %20, !dbg !932
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_unary_minus_func_int64_t_s(i64 noundef %0) #0 !dbg !933 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !936, !DIExpression(), !937)
  %3 = load i64, ptr %2, align 8, !dbg !938
  %4 = icmp eq i64 %3, -9223372036854775808, !dbg !939
  br i1 %4, label %5, label %7, !dbg !940

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8, !dbg !941
  br label %10, !dbg !940

7:                                                ; preds = %1
  %8 = load i64, ptr %2, align 8, !dbg !942
  %9 = sub nsw i64 0, %8, !dbg !943
  br label %10, !dbg !940

10:                                               ; preds = %7, %5
  %11 = phi i64 [ %6, %5 ], [ %9, %7 ], !dbg !940
  ret i64 %11, !dbg !944
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !945 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !946, !DIExpression(), !947)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !948, !DIExpression(), !949)
  %5 = load i8, ptr %4, align 1, !dbg !950
  %6 = zext i8 %5 to i32, !dbg !950
  %7 = icmp eq i32 %6, 0, !dbg !951
  br i1 %7, label %8, label %11, !dbg !952

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !953
  %10 = zext i8 %9 to i32, !dbg !954
  br label %17, !dbg !952

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1, !dbg !955
  %13 = zext i8 %12 to i32, !dbg !955
  %14 = load i8, ptr %4, align 1, !dbg !956
  %15 = zext i8 %14 to i32, !dbg !956
  %16 = sdiv i32 %13, %15, !dbg !957
  br label %17, !dbg !952

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !952
  %19 = trunc i32 %18 to i8, !dbg !952
  ret i8 %19, !dbg !958
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !959 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !960, !DIExpression(), !961)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !962, !DIExpression(), !963)
  %5 = load i8, ptr %3, align 1, !dbg !964
  %6 = zext i8 %5 to i32, !dbg !965
  %7 = load i8, ptr %4, align 1, !dbg !966
  %8 = zext i8 %7 to i32, !dbg !967
  %9 = mul i32 %6, %8, !dbg !968
  %10 = trunc i32 %9 to i8, !dbg !969
  ret i8 %10, !dbg !970
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !971 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !974, !DIExpression(), !975)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !976, !DIExpression(), !977)
  %5 = load i64, ptr %3, align 8, !dbg !978
  %6 = load i64, ptr %4, align 8, !dbg !979
  %7 = xor i64 %5, %6, !dbg !980
  %8 = load i64, ptr %3, align 8, !dbg !981
  %9 = load i64, ptr %3, align 8, !dbg !982
  %10 = load i64, ptr %4, align 8, !dbg !983
  %11 = xor i64 %9, %10, !dbg !984
  %12 = and i64 %11, -9223372036854775808, !dbg !985
  %13 = xor i64 %8, %12, !dbg !986
  %14 = load i64, ptr %4, align 8, !dbg !987
  %15 = sub nsw i64 %13, %14, !dbg !988
  %16 = load i64, ptr %4, align 8, !dbg !989
  %17 = xor i64 %15, %16, !dbg !990
  %18 = and i64 %7, %17, !dbg !991
  %19 = icmp slt i64 %18, 0, !dbg !992
  br i1 %19, label %20, label %22, !dbg !993

20:                                               ; preds = %2
  %21 = load i64, ptr %3, align 8, !dbg !994
  br label %26, !dbg !993

22:                                               ; preds = %2
  %23 = load i64, ptr %3, align 8, !dbg !995
  %24 = load i64, ptr %4, align 8, !dbg !996
  %25 = sub nsw i64 %23, %24, !dbg !997
  br label %26, !dbg !993

26:                                               ; preds = %22, %20
  %27 = phi i64 [ %21, %20 ], [ %25, %22 ], !dbg !993
  ret i64 %27, !dbg !998
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !999 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1002, !DIExpression(), !1003)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1004, !DIExpression(), !1005)
  %5 = load i8, ptr %3, align 1, !dbg !1006
  %6 = sext i8 %5 to i32, !dbg !1006
  %7 = load i8, ptr %4, align 1, !dbg !1007
  %8 = sext i8 %7 to i32, !dbg !1007
  %9 = mul nsw i32 %6, %8, !dbg !1008
  %10 = trunc i32 %9 to i8, !dbg !1006
  ret i8 %10, !dbg !1009
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1010 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1013, !DIExpression(), !1014)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1015, !DIExpression(), !1016)
  %5 = load i16, ptr %3, align 2, !dbg !1017
  %6 = sext i16 %5 to i32, !dbg !1017
  %7 = load i16, ptr %4, align 2, !dbg !1018
  %8 = sext i16 %7 to i32, !dbg !1018
  %9 = add nsw i32 %6, %8, !dbg !1019
  %10 = trunc i32 %9 to i16, !dbg !1020
  ret i16 %10, !dbg !1021
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !1022 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1025, !DIExpression(), !1026)
  %3 = load i64, ptr %2, align 8, !dbg !1027
  %4 = lshr i64 %3, 0, !dbg !1028
  %5 = and i64 %4, 255, !dbg !1029
  %6 = trunc i64 %5 to i8, !dbg !1030
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !1031
  %7 = load i64, ptr %2, align 8, !dbg !1032
  %8 = lshr i64 %7, 8, !dbg !1033
  %9 = and i64 %8, 255, !dbg !1034
  %10 = trunc i64 %9 to i8, !dbg !1035
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !1036
  %11 = load i64, ptr %2, align 8, !dbg !1037
  %12 = lshr i64 %11, 16, !dbg !1038
  %13 = and i64 %12, 255, !dbg !1039
  %14 = trunc i64 %13 to i8, !dbg !1040
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !1041
  %15 = load i64, ptr %2, align 8, !dbg !1042
  %16 = lshr i64 %15, 24, !dbg !1043
  %17 = and i64 %16, 255, !dbg !1044
  %18 = trunc i64 %17 to i8, !dbg !1045
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !1046
  %19 = load i64, ptr %2, align 8, !dbg !1047
  %20 = lshr i64 %19, 32, !dbg !1048
  %21 = and i64 %20, 255, !dbg !1049
  %22 = trunc i64 %21 to i8, !dbg !1050
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !1051
  %23 = load i64, ptr %2, align 8, !dbg !1052
  %24 = lshr i64 %23, 40, !dbg !1053
  %25 = and i64 %24, 255, !dbg !1054
  %26 = trunc i64 %25 to i8, !dbg !1055
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !1056
  %27 = load i64, ptr %2, align 8, !dbg !1057
  %28 = lshr i64 %27, 48, !dbg !1058
  %29 = and i64 %28, 255, !dbg !1059
  %30 = trunc i64 %29 to i8, !dbg !1060
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !1061
  %31 = load i64, ptr %2, align 8, !dbg !1062
  %32 = lshr i64 %31, 56, !dbg !1063
  %33 = and i64 %32, 255, !dbg !1064
  %34 = trunc i64 %33 to i8, !dbg !1065
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !1066
  ret void, !dbg !1067
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !1068 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !1071, !DIExpression(), !1072)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !1073
  %4 = lshr i32 %3, 8, !dbg !1074
  %5 = and i32 %4, 16777215, !dbg !1075
  %6 = load i32, ptr @crc32_context, align 4, !dbg !1076
  %7 = load i8, ptr %2, align 1, !dbg !1077
  %8 = zext i8 %7 to i32, !dbg !1077
  %9 = xor i32 %6, %8, !dbg !1078
  %10 = and i32 %9, 255, !dbg !1079
  %11 = zext i32 %10 to i64, !dbg !1080
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !1080
  %13 = load i32, ptr %12, align 4, !dbg !1080
  %14 = xor i32 %5, %13, !dbg !1081
  store i32 %14, ptr @crc32_context, align 4, !dbg !1082
  ret void, !dbg !1083
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 145, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "structs_3008.c", directory: ".", checksumkind: CSK_MD5, checksum: "12b89d422785d1a65d38bd3e47c71a88")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_14", scope: !9, file: !2, line: 17, type: !40, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!0, !15, !20, !22, !24, !26, !28, !30, !32, !34, !36, !46, !52, !56, !7, !61, !63, !68, !73, !75, !80, !85, !90, !92, !98}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 5)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !17, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 151, type: !17, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 152, type: !17, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 153, type: !17, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 154, type: !17, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 155, type: !17, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 156, type: !17, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 157, type: !17, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !38, line: 47, type: !39, isLocal: true, isDefinition: true)
!38 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 8192, elements: !44)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !41, line: 26, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !43, line: 42, baseType: !11)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!44 = !{!45}
!45 = !DISubrange(count: 256)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "g_39", scope: !9, file: !2, line: 20, type: !48, isLocal: true, isDefinition: true)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !50, line: 26, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !43, line: 41, baseType: !13)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "g_38", scope: !9, file: !2, line: 21, type: !54, isLocal: true, isDefinition: true)
!54 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !38, line: 114, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 36)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "g_35", scope: !9, file: !2, line: 18, type: !49, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "g_41", scope: !9, file: !2, line: 22, type: !65, isLocal: true, isDefinition: true)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !50, line: 27, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !43, line: 44, baseType: !67)
!67 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "g_50", scope: !9, file: !2, line: 23, type: !70, isLocal: true, isDefinition: true)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !41, line: 24, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !43, line: 38, baseType: !72)
!72 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "g_55", scope: !9, file: !2, line: 24, type: !40, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "g_57", scope: !9, file: !2, line: 25, type: !77, isLocal: true, isDefinition: true)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !50, line: 25, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !43, line: 39, baseType: !79)
!79 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "g_65", scope: !9, file: !2, line: 26, type: !82, isLocal: true, isDefinition: true)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !41, line: 25, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !43, line: 40, baseType: !84)
!84 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "g_87", scope: !9, file: !2, line: 27, type: !87, isLocal: true, isDefinition: true)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !50, line: 24, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !43, line: 37, baseType: !89)
!89 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(name: "g_89", scope: !9, file: !2, line: 28, type: !65, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !94, line: 56, type: !95, isLocal: true, isDefinition: true)
!94 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 15)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !38, line: 48, type: !40, isLocal: true, isDefinition: true)
!100 = !{i32 7, !"Dwarf Version", i32 5}
!101 = !{i32 2, !"Debug Info Version", i32 3}
!102 = !{i32 1, !"wchar_size", i32 4}
!103 = !{i32 8, !"PIC Level", i32 2}
!104 = !{i32 7, !"PIE Level", i32 2}
!105 = !{i32 7, !"uwtable", i32 2}
!106 = !{i32 7, !"frame-pointer", i32 2}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 141, type: !109, scopeLine: 142, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !113)
!109 = !DISubroutineType(types: !110)
!110 = !{!13, !13, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!113 = !{}
!114 = !DILocalVariable(name: "argc", arg: 1, scope: !108, file: !2, line: 141, type: !13)
!115 = !DILocation(line: 141, column: 15, scope: !108)
!116 = !DILocalVariable(name: "argv", arg: 2, scope: !108, file: !2, line: 141, type: !111)
!117 = !DILocation(line: 141, column: 27, scope: !108)
!118 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 143, type: !13)
!119 = !DILocation(line: 143, column: 9, scope: !108)
!120 = !DILocalVariable(name: "print_hash_value", scope: !108, file: !2, line: 144, type: !13)
!121 = !DILocation(line: 144, column: 9, scope: !108)
!122 = !DILocation(line: 145, column: 9, scope: !123)
!123 = distinct !DILexicalBlock(scope: !108, file: !2, line: 145, column: 9)
!124 = !DILocation(line: 145, column: 14, scope: !123)
!125 = !DILocation(line: 145, column: 19, scope: !123)
!126 = !DILocation(line: 145, column: 29, scope: !123)
!127 = !DILocation(line: 145, column: 22, scope: !123)
!128 = !DILocation(line: 145, column: 43, scope: !123)
!129 = !DILocation(line: 145, column: 9, scope: !108)
!130 = !DILocation(line: 145, column: 66, scope: !123)
!131 = !DILocation(line: 145, column: 49, scope: !123)
!132 = !DILocation(line: 146, column: 5, scope: !108)
!133 = !DILocation(line: 147, column: 5, scope: !108)
!134 = !DILocation(line: 148, column: 5, scope: !108)
!135 = !DILocation(line: 149, column: 21, scope: !108)
!136 = !DILocation(line: 149, column: 35, scope: !108)
!137 = !DILocation(line: 149, column: 5, scope: !108)
!138 = !DILocation(line: 150, column: 21, scope: !108)
!139 = !DILocation(line: 150, column: 35, scope: !108)
!140 = !DILocation(line: 150, column: 5, scope: !108)
!141 = !DILocation(line: 151, column: 21, scope: !108)
!142 = !DILocation(line: 151, column: 35, scope: !108)
!143 = !DILocation(line: 151, column: 5, scope: !108)
!144 = !DILocation(line: 152, column: 21, scope: !108)
!145 = !DILocation(line: 152, column: 35, scope: !108)
!146 = !DILocation(line: 152, column: 5, scope: !108)
!147 = !DILocation(line: 153, column: 21, scope: !108)
!148 = !DILocation(line: 153, column: 35, scope: !108)
!149 = !DILocation(line: 153, column: 5, scope: !108)
!150 = !DILocation(line: 154, column: 21, scope: !108)
!151 = !DILocation(line: 154, column: 35, scope: !108)
!152 = !DILocation(line: 154, column: 5, scope: !108)
!153 = !DILocation(line: 155, column: 21, scope: !108)
!154 = !DILocation(line: 155, column: 35, scope: !108)
!155 = !DILocation(line: 155, column: 5, scope: !108)
!156 = !DILocation(line: 156, column: 21, scope: !108)
!157 = !DILocation(line: 156, column: 35, scope: !108)
!158 = !DILocation(line: 156, column: 5, scope: !108)
!159 = !DILocation(line: 157, column: 21, scope: !108)
!160 = !DILocation(line: 157, column: 35, scope: !108)
!161 = !DILocation(line: 157, column: 5, scope: !108)
!162 = !DILocation(line: 158, column: 23, scope: !108)
!163 = !DILocation(line: 158, column: 37, scope: !108)
!164 = !DILocation(line: 158, column: 53, scope: !108)
!165 = !DILocation(line: 158, column: 5, scope: !108)
!166 = !DILocation(line: 159, column: 5, scope: !108)
!167 = distinct !DISubprogram(name: "platform_main_begin", scope: !94, file: !94, line: 43, type: !168, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!168 = !DISubroutineType(types: !169)
!169 = !{null}
!170 = !DILocation(line: 46, column: 1, scope: !167)
!171 = distinct !DISubprogram(name: "crc32_gentab", scope: !38, file: !38, line: 51, type: !168, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!172 = !DILocalVariable(name: "crc", scope: !171, file: !38, line: 53, type: !40)
!173 = !DILocation(line: 53, column: 11, scope: !171)
!174 = !DILocalVariable(name: "poly", scope: !171, file: !38, line: 54, type: !175)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!176 = !DILocation(line: 54, column: 17, scope: !171)
!177 = !DILocalVariable(name: "i", scope: !171, file: !38, line: 55, type: !13)
!178 = !DILocation(line: 55, column: 6, scope: !171)
!179 = !DILocalVariable(name: "j", scope: !171, file: !38, line: 55, type: !13)
!180 = !DILocation(line: 55, column: 9, scope: !171)
!181 = !DILocation(line: 57, column: 9, scope: !182)
!182 = distinct !DILexicalBlock(scope: !171, file: !38, line: 57, column: 2)
!183 = !DILocation(line: 57, column: 7, scope: !182)
!184 = !DILocation(line: 57, column: 14, scope: !185)
!185 = distinct !DILexicalBlock(scope: !182, file: !38, line: 57, column: 2)
!186 = !DILocation(line: 57, column: 16, scope: !185)
!187 = !DILocation(line: 57, column: 2, scope: !182)
!188 = !DILocation(line: 58, column: 9, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !38, line: 57, column: 28)
!190 = !DILocation(line: 58, column: 7, scope: !189)
!191 = !DILocation(line: 59, column: 10, scope: !192)
!192 = distinct !DILexicalBlock(scope: !189, file: !38, line: 59, column: 3)
!193 = !DILocation(line: 59, column: 8, scope: !192)
!194 = !DILocation(line: 59, column: 15, scope: !195)
!195 = distinct !DILexicalBlock(scope: !192, file: !38, line: 59, column: 3)
!196 = !DILocation(line: 59, column: 17, scope: !195)
!197 = !DILocation(line: 59, column: 3, scope: !192)
!198 = !DILocation(line: 60, column: 8, scope: !199)
!199 = distinct !DILexicalBlock(scope: !200, file: !38, line: 60, column: 8)
!200 = distinct !DILexicalBlock(scope: !195, file: !38, line: 59, column: 27)
!201 = !DILocation(line: 60, column: 12, scope: !199)
!202 = !DILocation(line: 60, column: 8, scope: !200)
!203 = !DILocation(line: 61, column: 12, scope: !204)
!204 = distinct !DILexicalBlock(scope: !199, file: !38, line: 60, column: 17)
!205 = !DILocation(line: 61, column: 16, scope: !204)
!206 = !DILocation(line: 61, column: 22, scope: !204)
!207 = !DILocation(line: 61, column: 9, scope: !204)
!208 = !DILocation(line: 62, column: 4, scope: !204)
!209 = !DILocation(line: 63, column: 9, scope: !210)
!210 = distinct !DILexicalBlock(scope: !199, file: !38, line: 62, column: 11)
!211 = !DILocation(line: 65, column: 3, scope: !200)
!212 = !DILocation(line: 59, column: 23, scope: !195)
!213 = !DILocation(line: 59, column: 3, scope: !195)
!214 = distinct !{!214, !197, !215, !216}
!215 = !DILocation(line: 65, column: 3, scope: !192)
!216 = !{!"llvm.loop.mustprogress"}
!217 = !DILocation(line: 66, column: 18, scope: !189)
!218 = !DILocation(line: 66, column: 13, scope: !189)
!219 = !DILocation(line: 66, column: 3, scope: !189)
!220 = !DILocation(line: 66, column: 16, scope: !189)
!221 = !DILocation(line: 67, column: 2, scope: !189)
!222 = !DILocation(line: 57, column: 24, scope: !185)
!223 = !DILocation(line: 57, column: 2, scope: !185)
!224 = distinct !{!224, !187, !225, !216}
!225 = !DILocation(line: 67, column: 2, scope: !182)
!226 = !DILocation(line: 68, column: 1, scope: !171)
!227 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 45, type: !228, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!228 = !DISubroutineType(types: !229)
!229 = !{!65}
!230 = !DILocalVariable(name: "l_15", scope: !227, file: !2, line: 47, type: !231)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !232, size: 128, elements: !233)
!232 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !77)
!233 = !{!234}
!234 = !DISubrange(count: 8)
!235 = !DILocation(line: 47, column: 19, scope: !227)
!236 = !DILocalVariable(name: "l_100", scope: !227, file: !2, line: 48, type: !48)
!237 = !DILocation(line: 48, column: 14, scope: !227)
!238 = !DILocalVariable(name: "i", scope: !227, file: !2, line: 49, type: !13)
!239 = !DILocation(line: 49, column: 9, scope: !227)
!240 = !DILocation(line: 50, column: 122, scope: !227)
!241 = !DILocation(line: 50, column: 96, scope: !227)
!242 = !DILocation(line: 50, column: 95, scope: !227)
!243 = !DILocation(line: 50, column: 134, scope: !227)
!244 = !DILocation(line: 50, column: 65, scope: !227)
!245 = !DILocation(line: 50, column: 64, scope: !227)
!246 = !DILocation(line: 50, column: 145, scope: !227)
!247 = !DILocation(line: 50, column: 151, scope: !227)
!248 = !DILocation(line: 50, column: 160, scope: !227)
!249 = !DILocation(line: 50, column: 166, scope: !227)
!250 = !DILocation(line: 50, column: 57, scope: !227)
!251 = !DILocation(line: 50, column: 172, scope: !227)
!252 = !DILocation(line: 50, column: 175, scope: !227)
!253 = !DILocation(line: 50, column: 18, scope: !227)
!254 = !DILocation(line: 50, column: 17, scope: !227)
!255 = !DILocation(line: 50, column: 188, scope: !227)
!256 = !DILocation(line: 50, column: 186, scope: !227)
!257 = !DILocation(line: 50, column: 7, scope: !227)
!258 = !DILocation(line: 50, column: 14, scope: !227)
!259 = !DILocation(line: 51, column: 12, scope: !227)
!260 = !DILocation(line: 51, column: 5, scope: !227)
!261 = distinct !DISubprogram(name: "transparent_crc", scope: !38, file: !38, line: 110, type: !262, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!262 = !DISubroutineType(types: !263)
!263 = !{null, !264, !112, !13}
!264 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !41, line: 27, baseType: !265)
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !43, line: 45, baseType: !266)
!266 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!267 = !DILocalVariable(name: "val", arg: 1, scope: !261, file: !38, line: 110, type: !264)
!268 = !DILocation(line: 110, column: 27, scope: !261)
!269 = !DILocalVariable(name: "vname", arg: 2, scope: !261, file: !38, line: 110, type: !112)
!270 = !DILocation(line: 110, column: 38, scope: !261)
!271 = !DILocalVariable(name: "flag", arg: 3, scope: !261, file: !38, line: 110, type: !13)
!272 = !DILocation(line: 110, column: 49, scope: !261)
!273 = !DILocation(line: 112, column: 15, scope: !261)
!274 = !DILocation(line: 112, column: 2, scope: !261)
!275 = !DILocation(line: 113, column: 6, scope: !276)
!276 = distinct !DILexicalBlock(scope: !261, file: !38, line: 113, column: 6)
!277 = !DILocation(line: 113, column: 6, scope: !261)
!278 = !DILocation(line: 114, column: 52, scope: !279)
!279 = distinct !DILexicalBlock(scope: !276, file: !38, line: 113, column: 12)
!280 = !DILocation(line: 114, column: 59, scope: !279)
!281 = !DILocation(line: 114, column: 73, scope: !279)
!282 = !DILocation(line: 114, column: 5, scope: !279)
!283 = !DILocation(line: 115, column: 2, scope: !279)
!284 = !DILocation(line: 116, column: 1, scope: !261)
!285 = distinct !DISubprogram(name: "platform_main_end", scope: !94, file: !94, line: 49, type: !286, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !40, !13}
!288 = !DILocalVariable(name: "crc", arg: 1, scope: !285, file: !94, line: 49, type: !40)
!289 = !DILocation(line: 49, column: 28, scope: !285)
!290 = !DILocalVariable(name: "flag", arg: 2, scope: !285, file: !94, line: 49, type: !13)
!291 = !DILocation(line: 49, column: 37, scope: !285)
!292 = !DILocation(line: 56, column: 29, scope: !285)
!293 = !DILocation(line: 56, column: 2, scope: !285)
!294 = !DILocation(line: 120, column: 1, scope: !285)
!295 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_u", scope: !296, file: !296, line: 236, type: !297, scopeLine: 237, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!296 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!297 = !DISubroutineType(types: !298)
!298 = !{!77, !77, !11}
!299 = !DILocalVariable(name: "left", arg: 1, scope: !295, file: !296, line: 236, type: !77)
!300 = !DILocation(line: 236, column: 44, scope: !295)
!301 = !DILocalVariable(name: "right", arg: 2, scope: !295, file: !296, line: 236, type: !11)
!302 = !DILocation(line: 236, column: 63, scope: !295)
!303 = !DILocation(line: 241, column: 7, scope: !295)
!304 = !DILocation(line: 241, column: 12, scope: !295)
!305 = !DILocation(line: 241, column: 17, scope: !295)
!306 = !DILocation(line: 241, column: 36, scope: !295)
!307 = !DILocation(line: 241, column: 43, scope: !295)
!308 = !DILocation(line: 241, column: 50, scope: !295)
!309 = !DILocation(line: 241, column: 54, scope: !295)
!310 = !DILocation(line: 241, column: 90, scope: !295)
!311 = !DILocation(line: 241, column: 72, scope: !295)
!312 = !DILocation(line: 241, column: 59, scope: !295)
!313 = !DILocation(line: 241, column: 5, scope: !295)
!314 = !DILocation(line: 242, column: 6, scope: !295)
!315 = !DILocation(line: 242, column: 5, scope: !295)
!316 = !DILocation(line: 244, column: 6, scope: !295)
!317 = !DILocation(line: 244, column: 29, scope: !295)
!318 = !DILocation(line: 244, column: 11, scope: !295)
!319 = !DILocation(line: 239, column: 3, scope: !295)
!320 = distinct !DISubprogram(name: "func_4", scope: !2, file: !2, line: 60, type: !321, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!321 = !DISubroutineType(types: !322)
!322 = !{!40, !65, !65, !77, !65, !40}
!323 = !DILocalVariable(name: "p_5", arg: 1, scope: !320, file: !2, line: 60, type: !65)
!324 = !DILocation(line: 60, column: 34, scope: !320)
!325 = !DILocalVariable(name: "p_6", arg: 2, scope: !320, file: !2, line: 60, type: !65)
!326 = !DILocation(line: 60, column: 48, scope: !320)
!327 = !DILocalVariable(name: "p_7", arg: 3, scope: !320, file: !2, line: 60, type: !77)
!328 = !DILocation(line: 60, column: 62, scope: !320)
!329 = !DILocalVariable(name: "p_8", arg: 4, scope: !320, file: !2, line: 60, type: !65)
!330 = !DILocation(line: 60, column: 76, scope: !320)
!331 = !DILocalVariable(name: "p_9", arg: 5, scope: !320, file: !2, line: 60, type: !40)
!332 = !DILocation(line: 60, column: 91, scope: !320)
!333 = !DILocalVariable(name: "l_33", scope: !320, file: !2, line: 62, type: !334)
!334 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 320, elements: !335)
!335 = !{!336}
!336 = !DISubrange(count: 10)
!337 = !DILocation(line: 62, column: 14, scope: !320)
!338 = !DILocalVariable(name: "l_40", scope: !320, file: !2, line: 63, type: !339)
!339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!340 = !DILocation(line: 63, column: 14, scope: !320)
!341 = !DILocalVariable(name: "l_42", scope: !320, file: !2, line: 64, type: !342)
!342 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 7680, elements: !343)
!343 = !{!344, !344, !345, !19}
!344 = !DISubrange(count: 4)
!345 = !DISubrange(count: 3)
!346 = !DILocation(line: 64, column: 13, scope: !320)
!347 = !DILocalVariable(name: "i", scope: !320, file: !2, line: 65, type: !13)
!348 = !DILocation(line: 65, column: 9, scope: !320)
!349 = !DILocalVariable(name: "j", scope: !320, file: !2, line: 65, type: !13)
!350 = !DILocation(line: 65, column: 12, scope: !320)
!351 = !DILocalVariable(name: "k", scope: !320, file: !2, line: 65, type: !13)
!352 = !DILocation(line: 65, column: 15, scope: !320)
!353 = !DILocalVariable(name: "l", scope: !320, file: !2, line: 65, type: !13)
!354 = !DILocation(line: 65, column: 18, scope: !320)
!355 = !DILocation(line: 66, column: 141, scope: !320)
!356 = !DILocation(line: 66, column: 148, scope: !320)
!357 = !DILocation(line: 66, column: 146, scope: !320)
!358 = !DILocation(line: 66, column: 140, scope: !320)
!359 = !DILocation(line: 66, column: 213, scope: !320)
!360 = !DILocation(line: 66, column: 251, scope: !320)
!361 = !DILocation(line: 66, column: 297, scope: !320)
!362 = !DILocation(line: 66, column: 295, scope: !320)
!363 = !DILocation(line: 66, column: 309, scope: !320)
!364 = !DILocation(line: 66, column: 306, scope: !320)
!365 = !DILocation(line: 66, column: 317, scope: !320)
!366 = !DILocation(line: 66, column: 315, scope: !320)
!367 = !DILocation(line: 66, column: 288, scope: !320)
!368 = !DILocation(line: 66, column: 258, scope: !320)
!369 = !DILocation(line: 66, column: 250, scope: !320)
!370 = !DILocation(line: 66, column: 330, scope: !320)
!371 = !DILocation(line: 66, column: 223, scope: !320)
!372 = !DILocation(line: 66, column: 343, scope: !320)
!373 = !DILocation(line: 66, column: 340, scope: !320)
!374 = !DILocation(line: 66, column: 348, scope: !320)
!375 = !DILocation(line: 0, scope: !320)
!376 = !DILocation(line: 66, column: 358, scope: !320)
!377 = !DILocation(line: 66, column: 356, scope: !320)
!378 = !DILocation(line: 66, column: 183, scope: !320)
!379 = !DILocation(line: 66, column: 174, scope: !320)
!380 = !DILocation(line: 66, column: 370, scope: !320)
!381 = !DILocation(line: 66, column: 382, scope: !320)
!382 = !DILocation(line: 66, column: 389, scope: !320)
!383 = !DILocation(line: 66, column: 387, scope: !320)
!384 = !DILocation(line: 66, column: 400, scope: !320)
!385 = !DILocation(line: 66, column: 398, scope: !320)
!386 = !DILocation(line: 66, column: 406, scope: !320)
!387 = !DILocation(line: 66, column: 409, scope: !320)
!388 = !DILocation(line: 66, column: 414, scope: !320)
!389 = !DILocation(line: 66, column: 424, scope: !320)
!390 = !DILocation(line: 66, column: 422, scope: !320)
!391 = !DILocation(line: 66, column: 167, scope: !320)
!392 = !DILocation(line: 66, column: 159, scope: !320)
!393 = !DILocation(line: 66, column: 165, scope: !320)
!394 = !DILocation(line: 66, column: 153, scope: !320)
!395 = !DILocation(line: 66, column: 433, scope: !320)
!396 = !DILocation(line: 66, column: 113, scope: !320)
!397 = !DILocation(line: 66, column: 112, scope: !320)
!398 = !DILocation(line: 66, column: 85, scope: !320)
!399 = !DILocation(line: 66, column: 84, scope: !320)
!400 = !DILocation(line: 66, column: 82, scope: !320)
!401 = !DILocation(line: 66, column: 447, scope: !320)
!402 = !DILocation(line: 66, column: 53, scope: !320)
!403 = !DILocation(line: 66, column: 52, scope: !320)
!404 = !DILocation(line: 66, column: 455, scope: !320)
!405 = !DILocation(line: 66, column: 25, scope: !320)
!406 = !DILocation(line: 66, column: 24, scope: !320)
!407 = !DILocation(line: 66, column: 5, scope: !320)
!408 = !DILocation(line: 66, column: 22, scope: !320)
!409 = !DILocation(line: 67, column: 15, scope: !410)
!410 = distinct !DILexicalBlock(scope: !320, file: !2, line: 67, column: 5)
!411 = !DILocation(line: 67, column: 10, scope: !410)
!412 = !DILocation(line: 67, column: 21, scope: !413)
!413 = distinct !DILexicalBlock(scope: !410, file: !2, line: 67, column: 5)
!414 = !DILocation(line: 67, column: 26, scope: !413)
!415 = !DILocation(line: 67, column: 5, scope: !410)
!416 = !DILocalVariable(name: "l_66", scope: !417, file: !2, line: 69, type: !418)
!417 = distinct !DILexicalBlock(scope: !413, file: !2, line: 68, column: 5)
!418 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 64, elements: !233)
!419 = !DILocation(line: 69, column: 17, scope: !417)
!420 = !DILocalVariable(name: "l_95", scope: !417, file: !2, line: 70, type: !421)
!421 = !DICompositeType(tag: DW_TAG_array_type, baseType: !422, size: 384, elements: !423)
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!423 = !{!424}
!424 = !DISubrange(count: 6)
!425 = !DILocation(line: 70, column: 19, scope: !417)
!426 = !DILocalVariable(name: "l_94", scope: !417, file: !2, line: 71, type: !427)
!427 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !422, size: 64)
!428 = !DILocation(line: 71, column: 20, scope: !417)
!429 = !DILocation(line: 71, column: 28, scope: !417)
!430 = !DILocalVariable(name: "l_96", scope: !417, file: !2, line: 72, type: !431)
!431 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !427, size: 64)
!432 = !DILocation(line: 72, column: 21, scope: !417)
!433 = !DILocalVariable(name: "l_97", scope: !417, file: !2, line: 73, type: !431)
!434 = !DILocation(line: 73, column: 21, scope: !417)
!435 = !DILocalVariable(name: "i", scope: !417, file: !2, line: 74, type: !13)
!436 = !DILocation(line: 74, column: 13, scope: !417)
!437 = !DILocation(line: 75, column: 16, scope: !438)
!438 = distinct !DILexicalBlock(scope: !417, file: !2, line: 75, column: 9)
!439 = !DILocation(line: 75, column: 14, scope: !438)
!440 = !DILocation(line: 75, column: 21, scope: !441)
!441 = distinct !DILexicalBlock(scope: !438, file: !2, line: 75, column: 9)
!442 = !DILocation(line: 75, column: 23, scope: !441)
!443 = !DILocation(line: 75, column: 9, scope: !438)
!444 = !DILocation(line: 76, column: 18, scope: !441)
!445 = !DILocation(line: 76, column: 13, scope: !441)
!446 = !DILocation(line: 76, column: 21, scope: !441)
!447 = !DILocation(line: 75, column: 29, scope: !441)
!448 = !DILocation(line: 75, column: 9, scope: !441)
!449 = distinct !{!449, !443, !450, !216}
!450 = !DILocation(line: 76, column: 23, scope: !438)
!451 = !DILocation(line: 77, column: 19, scope: !452)
!452 = distinct !DILexicalBlock(scope: !417, file: !2, line: 77, column: 9)
!453 = !DILocation(line: 77, column: 14, scope: !452)
!454 = !DILocation(line: 77, column: 25, scope: !455)
!455 = distinct !DILexicalBlock(scope: !452, file: !2, line: 77, column: 9)
!456 = !DILocation(line: 77, column: 30, scope: !455)
!457 = !DILocation(line: 77, column: 9, scope: !452)
!458 = !DILocalVariable(name: "i", scope: !459, file: !2, line: 79, type: !13)
!459 = distinct !DILexicalBlock(scope: !455, file: !2, line: 78, column: 9)
!460 = !DILocation(line: 79, column: 17, scope: !459)
!461 = !DILocation(line: 80, column: 25, scope: !459)
!462 = !DILocation(line: 80, column: 20, scope: !459)
!463 = !DILocation(line: 80, column: 13, scope: !459)
!464 = !DILocation(line: 77, column: 42, scope: !455)
!465 = !DILocation(line: 77, column: 9, scope: !455)
!466 = distinct !{!466, !457, !467, !216}
!467 = !DILocation(line: 81, column: 9, scope: !452)
!468 = !DILocation(line: 82, column: 18, scope: !469)
!469 = distinct !DILexicalBlock(scope: !417, file: !2, line: 82, column: 9)
!470 = !DILocation(line: 82, column: 14, scope: !469)
!471 = !DILocation(line: 82, column: 24, scope: !472)
!472 = distinct !DILexicalBlock(scope: !469, file: !2, line: 82, column: 9)
!473 = !DILocation(line: 82, column: 28, scope: !472)
!474 = !DILocation(line: 82, column: 9, scope: !469)
!475 = !DILocalVariable(name: "l_49", scope: !476, file: !2, line: 84, type: !477)
!476 = distinct !DILexicalBlock(scope: !472, file: !2, line: 83, column: 9)
!477 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!478 = !DILocation(line: 84, column: 22, scope: !476)
!479 = !DILocalVariable(name: "l_51", scope: !476, file: !2, line: 85, type: !55)
!480 = !DILocation(line: 85, column: 23, scope: !476)
!481 = !DILocalVariable(name: "l_53", scope: !476, file: !2, line: 86, type: !482)
!482 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 3584, elements: !483)
!483 = !{!484, !234}
!484 = !DISubrange(count: 7)
!485 = !DILocation(line: 86, column: 22, scope: !476)
!486 = !DILocation(line: 86, column: 36, scope: !476)
!487 = !DILocation(line: 86, column: 59, scope: !476)
!488 = !DILocation(line: 86, column: 35, scope: !476)
!489 = !DILocation(line: 86, column: 107, scope: !476)
!490 = !DILocation(line: 86, column: 169, scope: !476)
!491 = !DILocation(line: 86, column: 186, scope: !476)
!492 = !DILocation(line: 86, column: 204, scope: !476)
!493 = !DILocation(line: 86, column: 243, scope: !476)
!494 = !DILocation(line: 86, column: 261, scope: !476)
!495 = !DILocation(line: 86, column: 317, scope: !476)
!496 = !DILocation(line: 86, column: 334, scope: !476)
!497 = !DILocation(line: 86, column: 382, scope: !476)
!498 = !DILocation(line: 86, column: 400, scope: !476)
!499 = !DILocation(line: 86, column: 423, scope: !476)
!500 = !DILocation(line: 86, column: 471, scope: !476)
!501 = !DILocalVariable(name: "l_52", scope: !476, file: !2, line: 87, type: !55)
!502 = !DILocation(line: 87, column: 23, scope: !476)
!503 = !DILocation(line: 87, column: 31, scope: !476)
!504 = !DILocalVariable(name: "l_54", scope: !476, file: !2, line: 88, type: !505)
!505 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!506 = !DILocation(line: 88, column: 23, scope: !476)
!507 = !DILocalVariable(name: "l_56", scope: !476, file: !2, line: 89, type: !508)
!508 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!509 = !DILocation(line: 89, column: 22, scope: !476)
!510 = !DILocalVariable(name: "l_88", scope: !476, file: !2, line: 90, type: !511)
!511 = !DICompositeType(tag: DW_TAG_array_type, baseType: !512, size: 13824, elements: !513)
!512 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!513 = !{!514, !234, !345}
!514 = !DISubrange(count: 9)
!515 = !DILocation(line: 90, column: 27, scope: !476)
!516 = !DILocalVariable(name: "l_91", scope: !476, file: !2, line: 91, type: !40)
!517 = !DILocation(line: 91, column: 22, scope: !476)
!518 = !DILocalVariable(name: "i", scope: !476, file: !2, line: 92, type: !13)
!519 = !DILocation(line: 92, column: 17, scope: !476)
!520 = !DILocalVariable(name: "j", scope: !476, file: !2, line: 92, type: !13)
!521 = !DILocation(line: 92, column: 20, scope: !476)
!522 = !DILocalVariable(name: "k", scope: !476, file: !2, line: 92, type: !13)
!523 = !DILocation(line: 92, column: 23, scope: !476)
!524 = !DILocation(line: 93, column: 53, scope: !525)
!525 = distinct !DILexicalBlock(scope: !476, file: !2, line: 93, column: 17)
!526 = !DILocation(line: 93, column: 57, scope: !525)
!527 = !DILocation(line: 93, column: 47, scope: !525)
!528 = !DILocation(line: 93, column: 133, scope: !525)
!529 = !DILocation(line: 93, column: 105, scope: !525)
!530 = !DILocation(line: 93, column: 104, scope: !525)
!531 = !DILocation(line: 93, column: 170, scope: !525)
!532 = !DILocation(line: 93, column: 162, scope: !525)
!533 = !DILocation(line: 93, column: 168, scope: !525)
!534 = !DILocation(line: 93, column: 159, scope: !525)
!535 = !DILocation(line: 93, column: 191, scope: !525)
!536 = !DILocation(line: 93, column: 190, scope: !525)
!537 = !DILocation(line: 93, column: 181, scope: !525)
!538 = !DILocation(line: 93, column: 187, scope: !525)
!539 = !DILocation(line: 93, column: 204, scope: !525)
!540 = !DILocation(line: 93, column: 210, scope: !525)
!541 = !DILocation(line: 93, column: 198, scope: !525)
!542 = !DILocation(line: 93, column: 175, scope: !525)
!543 = !DILocation(line: 93, column: 149, scope: !525)
!544 = !DILocation(line: 93, column: 155, scope: !525)
!545 = !DILocation(line: 93, column: 143, scope: !525)
!546 = !DILocation(line: 93, column: 103, scope: !525)
!547 = !DILocation(line: 93, column: 77, scope: !525)
!548 = !DILocation(line: 93, column: 76, scope: !525)
!549 = !DILocation(line: 93, column: 68, scope: !525)
!550 = !DILocation(line: 93, column: 74, scope: !525)
!551 = !DILocation(line: 93, column: 46, scope: !525)
!552 = !DILocation(line: 93, column: 235, scope: !525)
!553 = !DILocation(line: 93, column: 232, scope: !525)
!554 = !DILocation(line: 93, column: 45, scope: !525)
!555 = !DILocation(line: 93, column: 243, scope: !525)
!556 = !DILocation(line: 93, column: 241, scope: !525)
!557 = !DILocation(line: 93, column: 250, scope: !525)
!558 = !DILocation(line: 93, column: 18, scope: !525)
!559 = !DILocation(line: 93, column: 17, scope: !476)
!560 = !DILocalVariable(name: "l_60", scope: !561, file: !2, line: 95, type: !264)
!561 = distinct !DILexicalBlock(scope: !525, file: !2, line: 94, column: 13)
!562 = !DILocation(line: 95, column: 26, scope: !561)
!563 = !DILocalVariable(name: "l_64", scope: !561, file: !2, line: 96, type: !422)
!564 = !DILocation(line: 96, column: 27, scope: !561)
!565 = !DILocation(line: 97, column: 61, scope: !561)
!566 = !DILocation(line: 97, column: 55, scope: !561)
!567 = !DILocation(line: 97, column: 106, scope: !561)
!568 = !DILocation(line: 97, column: 110, scope: !561)
!569 = !DILocation(line: 97, column: 134, scope: !561)
!570 = !DILocation(line: 0, scope: !561)
!571 = !DILocation(line: 97, column: 199, scope: !561)
!572 = !DILocation(line: 97, column: 167, scope: !561)
!573 = !DILocation(line: 97, column: 208, scope: !561)
!574 = !DILocation(line: 97, column: 206, scope: !561)
!575 = !DILocation(line: 97, column: 165, scope: !561)
!576 = !DILocation(line: 97, column: 213, scope: !561)
!577 = !DILocation(line: 97, column: 164, scope: !561)
!578 = !DILocation(line: 97, column: 156, scope: !561)
!579 = !DILocation(line: 97, column: 162, scope: !561)
!580 = !DILocation(line: 97, column: 153, scope: !561)
!581 = !DILocation(line: 97, column: 233, scope: !561)
!582 = !DILocation(line: 97, column: 230, scope: !561)
!583 = !DILocation(line: 97, column: 150, scope: !561)
!584 = !DILocation(line: 97, column: 103, scope: !561)
!585 = !DILocation(line: 97, column: 244, scope: !561)
!586 = !DILocation(line: 97, column: 73, scope: !561)
!587 = !DILocation(line: 97, column: 72, scope: !561)
!588 = !DILocation(line: 97, column: 29, scope: !561)
!589 = !DILocation(line: 97, column: 20, scope: !561)
!590 = !DILocation(line: 97, column: 19, scope: !561)
!591 = !DILocation(line: 97, column: 26, scope: !561)
!592 = !DILocation(line: 98, column: 13, scope: !561)
!593 = !DILocalVariable(name: "l_67", scope: !594, file: !2, line: 101, type: !264)
!594 = distinct !DILexicalBlock(scope: !525, file: !2, line: 100, column: 13)
!595 = !DILocation(line: 101, column: 26, scope: !594)
!596 = !DILocalVariable(name: "l_86", scope: !594, file: !2, line: 102, type: !597)
!597 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!598 = !DILocation(line: 102, column: 25, scope: !594)
!599 = !DILocalVariable(name: "l_90", scope: !594, file: !2, line: 103, type: !600)
!600 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 224, elements: !601)
!601 = !{!484}
!602 = !DILocation(line: 103, column: 25, scope: !594)
!603 = !DILocalVariable(name: "i", scope: !594, file: !2, line: 104, type: !13)
!604 = !DILocation(line: 104, column: 21, scope: !594)
!605 = !DILocation(line: 105, column: 24, scope: !606)
!606 = distinct !DILexicalBlock(scope: !594, file: !2, line: 105, column: 17)
!607 = !DILocation(line: 105, column: 22, scope: !606)
!608 = !DILocation(line: 105, column: 29, scope: !609)
!609 = distinct !DILexicalBlock(scope: !606, file: !2, line: 105, column: 17)
!610 = !DILocation(line: 105, column: 31, scope: !609)
!611 = !DILocation(line: 105, column: 17, scope: !606)
!612 = !DILocation(line: 106, column: 26, scope: !609)
!613 = !DILocation(line: 106, column: 21, scope: !609)
!614 = !DILocation(line: 106, column: 29, scope: !609)
!615 = !DILocation(line: 105, column: 37, scope: !609)
!616 = !DILocation(line: 105, column: 17, scope: !609)
!617 = distinct !{!617, !611, !618, !216}
!618 = !DILocation(line: 106, column: 31, scope: !606)
!619 = !DILocation(line: 107, column: 21, scope: !620)
!620 = distinct !DILexicalBlock(scope: !594, file: !2, line: 107, column: 21)
!621 = !DILocation(line: 107, column: 21, scope: !594)
!622 = !DILocation(line: 108, column: 21, scope: !620)
!623 = !DILocation(line: 109, column: 17, scope: !594)
!624 = !DILocation(line: 110, column: 26, scope: !594)
!625 = !DILocation(line: 110, column: 275, scope: !594)
!626 = !DILocation(line: 110, column: 274, scope: !594)
!627 = !DILocation(line: 110, column: 273, scope: !594)
!628 = !DILocation(line: 110, column: 311, scope: !594)
!629 = !DILocation(line: 110, column: 316, scope: !594)
!630 = !DILocation(line: 110, column: 285, scope: !594)
!631 = !DILocation(line: 110, column: 284, scope: !594)
!632 = !DILocation(line: 110, column: 327, scope: !594)
!633 = !DILocation(line: 110, column: 326, scope: !594)
!634 = !DILocation(line: 110, column: 323, scope: !594)
!635 = !DILocation(line: 110, column: 281, scope: !594)
!636 = !DILocation(line: 110, column: 338, scope: !594)
!637 = !DILocation(line: 110, column: 335, scope: !594)
!638 = !DILocation(line: 110, column: 270, scope: !594)
!639 = !DILocation(line: 110, column: 262, scope: !594)
!640 = !DILocation(line: 110, column: 268, scope: !594)
!641 = !DILocation(line: 110, column: 259, scope: !594)
!642 = !DILocation(line: 110, column: 345, scope: !594)
!643 = !DILocation(line: 110, column: 348, scope: !594)
!644 = !DILocation(line: 110, column: 258, scope: !594)
!645 = !DILocation(line: 110, column: 233, scope: !594)
!646 = !DILocation(line: 110, column: 232, scope: !594)
!647 = !DILocation(line: 110, column: 206, scope: !594)
!648 = !DILocation(line: 110, column: 205, scope: !594)
!649 = !DILocation(line: 110, column: 390, scope: !594)
!650 = !DILocation(line: 110, column: 179, scope: !594)
!651 = !DILocation(line: 110, column: 397, scope: !594)
!652 = !DILocation(line: 110, column: 152, scope: !594)
!653 = !DILocation(line: 110, column: 409, scope: !594)
!654 = !DILocation(line: 110, column: 150, scope: !594)
!655 = !DILocation(line: 110, column: 417, scope: !594)
!656 = !DILocation(line: 110, column: 415, scope: !594)
!657 = !DILocation(line: 110, column: 149, scope: !594)
!658 = !DILocation(line: 110, column: 432, scope: !594)
!659 = !DILocation(line: 110, column: 148, scope: !594)
!660 = !DILocation(line: 110, column: 119, scope: !594)
!661 = !DILocation(line: 110, column: 118, scope: !594)
!662 = !DILocation(line: 110, column: 448, scope: !594)
!663 = !DILocation(line: 110, column: 446, scope: !594)
!664 = !DILocation(line: 110, column: 457, scope: !594)
!665 = !DILocation(line: 110, column: 456, scope: !594)
!666 = !DILocation(line: 110, column: 91, scope: !594)
!667 = !DILocation(line: 110, column: 468, scope: !594)
!668 = !DILocation(line: 110, column: 465, scope: !594)
!669 = !DILocation(line: 110, column: 474, scope: !594)
!670 = !DILocation(line: 110, column: 477, scope: !594)
!671 = !DILocation(line: 110, column: 80, scope: !594)
!672 = !DILocation(line: 110, column: 79, scope: !594)
!673 = !DILocation(line: 110, column: 86, scope: !594)
!674 = !DILocation(line: 110, column: 76, scope: !594)
!675 = !DILocation(line: 110, column: 484, scope: !594)
!676 = !DILocation(line: 110, column: 75, scope: !594)
!677 = !DILocation(line: 110, column: 502, scope: !594)
!678 = !DILocation(line: 110, column: 500, scope: !594)
!679 = !DILocation(line: 110, column: 74, scope: !594)
!680 = !DILocation(line: 110, column: 508, scope: !594)
!681 = !DILocation(line: 110, column: 44, scope: !594)
!682 = !DILocation(line: 110, column: 43, scope: !594)
!683 = !DILocation(line: 110, column: 41, scope: !594)
!684 = !DILocation(line: 110, column: 25, scope: !594)
!685 = !DILocation(line: 110, column: 22, scope: !594)
!686 = !DILocation(line: 111, column: 21, scope: !594)
!687 = !DILocation(line: 113, column: 9, scope: !476)
!688 = !DILocation(line: 82, column: 39, scope: !472)
!689 = !DILocation(line: 82, column: 9, scope: !472)
!690 = distinct !{!690, !474, !691, !216}
!691 = !DILocation(line: 113, column: 9, scope: !469)
!692 = !DILocation(line: 114, column: 13, scope: !693)
!693 = distinct !DILexicalBlock(scope: !417, file: !2, line: 114, column: 13)
!694 = !DILocation(line: 114, column: 13, scope: !417)
!695 = !DILocation(line: 115, column: 13, scope: !693)
!696 = !DILocation(line: 116, column: 19, scope: !417)
!697 = !DILocation(line: 116, column: 11, scope: !417)
!698 = !DILocation(line: 116, column: 17, scope: !417)
!699 = !DILocation(line: 117, column: 5, scope: !417)
!700 = !DILocation(line: 67, column: 38, scope: !413)
!701 = !DILocation(line: 67, column: 5, scope: !413)
!702 = distinct !{!702, !415, !703, !216}
!703 = !DILocation(line: 117, column: 5, scope: !410)
!704 = !DILocation(line: 118, column: 12, scope: !320)
!705 = !DILocation(line: 118, column: 5, scope: !320)
!706 = !DILocation(line: 119, column: 1, scope: !320)
!707 = distinct !DISubprogram(name: "safe_lshift_func_uint16_t_u_u", scope: !296, file: !296, line: 705, type: !708, scopeLine: 706, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!708 = !DISubroutineType(types: !709)
!709 = !{!82, !82, !11}
!710 = !DILocalVariable(name: "left", arg: 1, scope: !707, file: !296, line: 705, type: !82)
!711 = !DILocation(line: 705, column: 46, scope: !707)
!712 = !DILocalVariable(name: "right", arg: 2, scope: !707, file: !296, line: 705, type: !11)
!713 = !DILocation(line: 705, column: 65, scope: !707)
!714 = !DILocation(line: 710, column: 22, scope: !707)
!715 = !DILocation(line: 710, column: 29, scope: !707)
!716 = !DILocation(line: 710, column: 36, scope: !707)
!717 = !DILocation(line: 710, column: 40, scope: !707)
!718 = !DILocation(line: 710, column: 77, scope: !707)
!719 = !DILocation(line: 710, column: 59, scope: !707)
!720 = !DILocation(line: 710, column: 45, scope: !707)
!721 = !DILocation(line: 710, column: 5, scope: !707)
!722 = !DILocation(line: 711, column: 6, scope: !707)
!723 = !DILocation(line: 711, column: 5, scope: !707)
!724 = !DILocation(line: 713, column: 6, scope: !707)
!725 = !DILocation(line: 713, column: 29, scope: !707)
!726 = !DILocation(line: 713, column: 11, scope: !707)
!727 = !DILocation(line: 708, column: 3, scope: !707)
!728 = distinct !DISubprogram(name: "safe_mod_func_uint8_t_u_u", scope: !296, file: !296, line: 567, type: !729, scopeLine: 568, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!729 = !DISubroutineType(types: !730)
!730 = !{!70, !70, !70}
!731 = !DILocalVariable(name: "ui1", arg: 1, scope: !728, file: !296, line: 567, type: !70)
!732 = !DILocation(line: 567, column: 41, scope: !728)
!733 = !DILocalVariable(name: "ui2", arg: 2, scope: !728, file: !296, line: 567, type: !70)
!734 = !DILocation(line: 567, column: 54, scope: !728)
!735 = !DILocation(line: 572, column: 6, scope: !728)
!736 = !DILocation(line: 572, column: 10, scope: !728)
!737 = !DILocation(line: 572, column: 5, scope: !728)
!738 = !DILocation(line: 573, column: 6, scope: !728)
!739 = !DILocation(line: 573, column: 5, scope: !728)
!740 = !DILocation(line: 575, column: 6, scope: !728)
!741 = !DILocation(line: 575, column: 12, scope: !728)
!742 = !DILocation(line: 575, column: 10, scope: !728)
!743 = !DILocation(line: 570, column: 3, scope: !728)
!744 = distinct !DISubprogram(name: "safe_div_func_uint64_t_u_u", scope: !296, file: !296, line: 886, type: !745, scopeLine: 887, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!745 = !DISubroutineType(types: !746)
!746 = !{!264, !264, !264}
!747 = !DILocalVariable(name: "ui1", arg: 1, scope: !744, file: !296, line: 886, type: !264)
!748 = !DILocation(line: 886, column: 43, scope: !744)
!749 = !DILocalVariable(name: "ui2", arg: 2, scope: !744, file: !296, line: 886, type: !264)
!750 = !DILocation(line: 886, column: 57, scope: !744)
!751 = !DILocation(line: 891, column: 6, scope: !744)
!752 = !DILocation(line: 891, column: 10, scope: !744)
!753 = !DILocation(line: 891, column: 5, scope: !744)
!754 = !DILocation(line: 892, column: 6, scope: !744)
!755 = !DILocation(line: 894, column: 6, scope: !744)
!756 = !DILocation(line: 894, column: 12, scope: !744)
!757 = !DILocation(line: 894, column: 10, scope: !744)
!758 = !DILocation(line: 889, column: 3, scope: !744)
!759 = distinct !DISubprogram(name: "safe_rshift_func_uint8_t_u_u", scope: !296, file: !296, line: 627, type: !760, scopeLine: 628, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!760 = !DISubroutineType(types: !761)
!761 = !{!70, !70, !11}
!762 = !DILocalVariable(name: "left", arg: 1, scope: !759, file: !296, line: 627, type: !70)
!763 = !DILocation(line: 627, column: 44, scope: !759)
!764 = !DILocalVariable(name: "right", arg: 2, scope: !759, file: !296, line: 627, type: !11)
!765 = !DILocation(line: 627, column: 63, scope: !759)
!766 = !DILocation(line: 632, column: 21, scope: !759)
!767 = !DILocation(line: 632, column: 28, scope: !759)
!768 = !DILocation(line: 632, column: 5, scope: !759)
!769 = !DILocation(line: 633, column: 6, scope: !759)
!770 = !DILocation(line: 633, column: 5, scope: !759)
!771 = !DILocation(line: 635, column: 6, scope: !759)
!772 = !DILocation(line: 635, column: 29, scope: !759)
!773 = !DILocation(line: 635, column: 11, scope: !759)
!774 = !DILocation(line: 630, column: 3, scope: !759)
!775 = distinct !DISubprogram(name: "safe_mul_func_uint16_t_u_u", scope: !296, file: !296, line: 662, type: !776, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!776 = !DISubroutineType(types: !777)
!777 = !{!82, !82, !82}
!778 = !DILocalVariable(name: "ui1", arg: 1, scope: !775, file: !296, line: 662, type: !82)
!779 = !DILocation(line: 662, column: 43, scope: !775)
!780 = !DILocalVariable(name: "ui2", arg: 2, scope: !775, file: !296, line: 662, type: !82)
!781 = !DILocation(line: 662, column: 57, scope: !775)
!782 = !DILocation(line: 665, column: 25, scope: !775)
!783 = !DILocation(line: 665, column: 11, scope: !775)
!784 = !DILocation(line: 665, column: 47, scope: !775)
!785 = !DILocation(line: 665, column: 33, scope: !775)
!786 = !DILocation(line: 665, column: 30, scope: !775)
!787 = !DILocation(line: 665, column: 10, scope: !775)
!788 = !DILocation(line: 665, column: 3, scope: !775)
!789 = distinct !DISubprogram(name: "safe_mod_func_int32_t_s_s", scope: !296, file: !296, line: 330, type: !790, scopeLine: 331, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!790 = !DISubroutineType(types: !791)
!791 = !{!49, !49, !49}
!792 = !DILocalVariable(name: "si1", arg: 1, scope: !789, file: !296, line: 330, type: !49)
!793 = !DILocation(line: 330, column: 41, scope: !789)
!794 = !DILocalVariable(name: "si2", arg: 2, scope: !789, file: !296, line: 330, type: !49)
!795 = !DILocation(line: 330, column: 54, scope: !789)
!796 = !DILocation(line: 335, column: 7, scope: !789)
!797 = !DILocation(line: 335, column: 11, scope: !789)
!798 = !DILocation(line: 335, column: 17, scope: !789)
!799 = !DILocation(line: 335, column: 22, scope: !789)
!800 = !DILocation(line: 335, column: 26, scope: !789)
!801 = !DILocation(line: 335, column: 40, scope: !789)
!802 = !DILocation(line: 335, column: 44, scope: !789)
!803 = !DILocation(line: 335, column: 48, scope: !789)
!804 = !DILocation(line: 335, column: 5, scope: !789)
!805 = !DILocation(line: 336, column: 6, scope: !789)
!806 = !DILocation(line: 338, column: 6, scope: !789)
!807 = !DILocation(line: 338, column: 12, scope: !789)
!808 = !DILocation(line: 338, column: 10, scope: !789)
!809 = !DILocation(line: 333, column: 3, scope: !789)
!810 = distinct !DISubprogram(name: "func_25", scope: !2, file: !2, line: 127, type: !811, scopeLine: 128, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!811 = !DISubroutineType(types: !812)
!812 = !{!70, !82}
!813 = !DILocalVariable(name: "p_26", arg: 1, scope: !810, file: !2, line: 127, type: !82)
!814 = !DILocation(line: 127, column: 35, scope: !810)
!815 = !DILocalVariable(name: "l_34", scope: !810, file: !2, line: 129, type: !816)
!816 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 384, elements: !817)
!817 = !{!818, !424}
!818 = !DISubrange(count: 1)
!819 = !DILocation(line: 129, column: 14, scope: !810)
!820 = !DILocalVariable(name: "l_36", scope: !810, file: !2, line: 130, type: !48)
!821 = !DILocation(line: 130, column: 14, scope: !810)
!822 = !DILocalVariable(name: "i", scope: !810, file: !2, line: 131, type: !13)
!823 = !DILocation(line: 131, column: 9, scope: !810)
!824 = !DILocalVariable(name: "j", scope: !810, file: !2, line: 131, type: !13)
!825 = !DILocation(line: 131, column: 12, scope: !810)
!826 = !DILocation(line: 132, column: 12, scope: !810)
!827 = !DILocation(line: 132, column: 10, scope: !810)
!828 = !DILocation(line: 133, column: 15, scope: !810)
!829 = !DILocation(line: 133, column: 7, scope: !810)
!830 = !DILocation(line: 133, column: 13, scope: !810)
!831 = !DILocation(line: 134, column: 14, scope: !810)
!832 = !DILocation(line: 134, column: 13, scope: !810)
!833 = !DILocation(line: 134, column: 12, scope: !810)
!834 = !DILocation(line: 134, column: 5, scope: !810)
!835 = distinct !DISubprogram(name: "safe_rshift_func_uint16_t_u_s", scope: !296, file: !296, line: 717, type: !836, scopeLine: 718, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!836 = !DISubroutineType(types: !837)
!837 = !{!82, !82, !13}
!838 = !DILocalVariable(name: "left", arg: 1, scope: !835, file: !296, line: 717, type: !82)
!839 = !DILocation(line: 717, column: 46, scope: !835)
!840 = !DILocalVariable(name: "right", arg: 2, scope: !835, file: !296, line: 717, type: !13)
!841 = !DILocation(line: 717, column: 56, scope: !835)
!842 = !DILocation(line: 722, column: 13, scope: !835)
!843 = !DILocation(line: 722, column: 20, scope: !835)
!844 = !DILocation(line: 722, column: 25, scope: !835)
!845 = !DILocation(line: 722, column: 35, scope: !835)
!846 = !DILocation(line: 722, column: 42, scope: !835)
!847 = !DILocation(line: 722, column: 5, scope: !835)
!848 = !DILocation(line: 723, column: 6, scope: !835)
!849 = !DILocation(line: 723, column: 5, scope: !835)
!850 = !DILocation(line: 725, column: 6, scope: !835)
!851 = !DILocation(line: 725, column: 20, scope: !835)
!852 = !DILocation(line: 725, column: 11, scope: !835)
!853 = !DILocation(line: 720, column: 3, scope: !835)
!854 = distinct !DISubprogram(name: "safe_div_func_uint32_t_u_u", scope: !296, file: !296, line: 783, type: !855, scopeLine: 784, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!855 = !DISubroutineType(types: !856)
!856 = !{!40, !40, !40}
!857 = !DILocalVariable(name: "ui1", arg: 1, scope: !854, file: !296, line: 783, type: !40)
!858 = !DILocation(line: 783, column: 43, scope: !854)
!859 = !DILocalVariable(name: "ui2", arg: 2, scope: !854, file: !296, line: 783, type: !40)
!860 = !DILocation(line: 783, column: 57, scope: !854)
!861 = !DILocation(line: 788, column: 6, scope: !854)
!862 = !DILocation(line: 788, column: 10, scope: !854)
!863 = !DILocation(line: 788, column: 5, scope: !854)
!864 = !DILocation(line: 789, column: 6, scope: !854)
!865 = !DILocation(line: 791, column: 6, scope: !854)
!866 = !DILocation(line: 791, column: 12, scope: !854)
!867 = !DILocation(line: 791, column: 10, scope: !854)
!868 = !DILocation(line: 786, column: 3, scope: !854)
!869 = distinct !DISubprogram(name: "safe_sub_func_int32_t_s_s", scope: !296, file: !296, line: 302, type: !790, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!870 = !DILocalVariable(name: "si1", arg: 1, scope: !869, file: !296, line: 302, type: !49)
!871 = !DILocation(line: 302, column: 41, scope: !869)
!872 = !DILocalVariable(name: "si2", arg: 2, scope: !869, file: !296, line: 302, type: !49)
!873 = !DILocation(line: 302, column: 54, scope: !869)
!874 = !DILocation(line: 308, column: 8, scope: !869)
!875 = !DILocation(line: 308, column: 12, scope: !869)
!876 = !DILocation(line: 308, column: 11, scope: !869)
!877 = !DILocation(line: 308, column: 22, scope: !869)
!878 = !DILocation(line: 308, column: 30, scope: !869)
!879 = !DILocation(line: 308, column: 34, scope: !869)
!880 = !DILocation(line: 308, column: 33, scope: !869)
!881 = !DILocation(line: 308, column: 39, scope: !869)
!882 = !DILocation(line: 308, column: 26, scope: !869)
!883 = !DILocation(line: 308, column: 56, scope: !869)
!884 = !DILocation(line: 308, column: 55, scope: !869)
!885 = !DILocation(line: 308, column: 61, scope: !869)
!886 = !DILocation(line: 308, column: 60, scope: !869)
!887 = !DILocation(line: 308, column: 17, scope: !869)
!888 = !DILocation(line: 308, column: 67, scope: !869)
!889 = !DILocation(line: 308, column: 5, scope: !869)
!890 = !DILocation(line: 309, column: 6, scope: !869)
!891 = !DILocation(line: 312, column: 6, scope: !869)
!892 = !DILocation(line: 312, column: 12, scope: !869)
!893 = !DILocation(line: 312, column: 10, scope: !869)
!894 = !DILocation(line: 305, column: 3, scope: !869)
!895 = distinct !DISubprogram(name: "safe_rshift_func_int8_t_s_u", scope: !296, file: !296, line: 130, type: !896, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!896 = !DISubroutineType(types: !897)
!897 = !{!87, !87, !11}
!898 = !DILocalVariable(name: "left", arg: 1, scope: !895, file: !296, line: 130, type: !87)
!899 = !DILocation(line: 130, column: 42, scope: !895)
!900 = !DILocalVariable(name: "right", arg: 2, scope: !895, file: !296, line: 130, type: !11)
!901 = !DILocation(line: 130, column: 61, scope: !895)
!902 = !DILocation(line: 135, column: 7, scope: !895)
!903 = !DILocation(line: 135, column: 12, scope: !895)
!904 = !DILocation(line: 135, column: 17, scope: !895)
!905 = !DILocation(line: 135, column: 36, scope: !895)
!906 = !DILocation(line: 135, column: 43, scope: !895)
!907 = !DILocation(line: 135, column: 5, scope: !895)
!908 = !DILocation(line: 136, column: 6, scope: !895)
!909 = !DILocation(line: 136, column: 5, scope: !895)
!910 = !DILocation(line: 138, column: 6, scope: !895)
!911 = !DILocation(line: 138, column: 29, scope: !895)
!912 = !DILocation(line: 138, column: 11, scope: !895)
!913 = !DILocation(line: 133, column: 3, scope: !895)
!914 = distinct !DISubprogram(name: "safe_div_func_int32_t_s_s", scope: !296, file: !296, line: 342, type: !790, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!915 = !DILocalVariable(name: "si1", arg: 1, scope: !914, file: !296, line: 342, type: !49)
!916 = !DILocation(line: 342, column: 41, scope: !914)
!917 = !DILocalVariable(name: "si2", arg: 2, scope: !914, file: !296, line: 342, type: !49)
!918 = !DILocation(line: 342, column: 54, scope: !914)
!919 = !DILocation(line: 347, column: 7, scope: !914)
!920 = !DILocation(line: 347, column: 11, scope: !914)
!921 = !DILocation(line: 347, column: 17, scope: !914)
!922 = !DILocation(line: 347, column: 22, scope: !914)
!923 = !DILocation(line: 347, column: 26, scope: !914)
!924 = !DILocation(line: 347, column: 40, scope: !914)
!925 = !DILocation(line: 347, column: 44, scope: !914)
!926 = !DILocation(line: 347, column: 48, scope: !914)
!927 = !DILocation(line: 347, column: 5, scope: !914)
!928 = !DILocation(line: 348, column: 6, scope: !914)
!929 = !DILocation(line: 350, column: 6, scope: !914)
!930 = !DILocation(line: 350, column: 12, scope: !914)
!931 = !DILocation(line: 350, column: 10, scope: !914)
!932 = !DILocation(line: 345, column: 3, scope: !914)
!933 = distinct !DISubprogram(name: "safe_unary_minus_func_int64_t_s", scope: !296, file: !296, line: 405, type: !934, scopeLine: 406, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!934 = !DISubroutineType(types: !935)
!935 = !{!65, !65}
!936 = !DILocalVariable(name: "si", arg: 1, scope: !933, file: !296, line: 405, type: !65)
!937 = !DILocation(line: 405, column: 47, scope: !933)
!938 = !DILocation(line: 411, column: 6, scope: !933)
!939 = !DILocation(line: 411, column: 8, scope: !933)
!940 = !DILocation(line: 411, column: 5, scope: !933)
!941 = !DILocation(line: 412, column: 6, scope: !933)
!942 = !DILocation(line: 415, column: 6, scope: !933)
!943 = !DILocation(line: 415, column: 5, scope: !933)
!944 = !DILocation(line: 408, column: 3, scope: !933)
!945 = distinct !DISubprogram(name: "safe_div_func_uint8_t_u_u", scope: !296, file: !296, line: 579, type: !729, scopeLine: 580, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!946 = !DILocalVariable(name: "ui1", arg: 1, scope: !945, file: !296, line: 579, type: !70)
!947 = !DILocation(line: 579, column: 41, scope: !945)
!948 = !DILocalVariable(name: "ui2", arg: 2, scope: !945, file: !296, line: 579, type: !70)
!949 = !DILocation(line: 579, column: 54, scope: !945)
!950 = !DILocation(line: 584, column: 6, scope: !945)
!951 = !DILocation(line: 584, column: 10, scope: !945)
!952 = !DILocation(line: 584, column: 5, scope: !945)
!953 = !DILocation(line: 585, column: 6, scope: !945)
!954 = !DILocation(line: 585, column: 5, scope: !945)
!955 = !DILocation(line: 587, column: 6, scope: !945)
!956 = !DILocation(line: 587, column: 12, scope: !945)
!957 = !DILocation(line: 587, column: 10, scope: !945)
!958 = !DILocation(line: 582, column: 3, scope: !945)
!959 = distinct !DISubprogram(name: "safe_mul_func_uint8_t_u_u", scope: !296, file: !296, line: 560, type: !729, scopeLine: 561, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!960 = !DILocalVariable(name: "ui1", arg: 1, scope: !959, file: !296, line: 560, type: !70)
!961 = !DILocation(line: 560, column: 41, scope: !959)
!962 = !DILocalVariable(name: "ui2", arg: 2, scope: !959, file: !296, line: 560, type: !70)
!963 = !DILocation(line: 560, column: 54, scope: !959)
!964 = !DILocation(line: 563, column: 25, scope: !959)
!965 = !DILocation(line: 563, column: 11, scope: !959)
!966 = !DILocation(line: 563, column: 47, scope: !959)
!967 = !DILocation(line: 563, column: 33, scope: !959)
!968 = !DILocation(line: 563, column: 30, scope: !959)
!969 = !DILocation(line: 563, column: 10, scope: !959)
!970 = !DILocation(line: 563, column: 3, scope: !959)
!971 = distinct !DISubprogram(name: "safe_sub_func_int64_t_s_s", scope: !296, file: !296, line: 433, type: !972, scopeLine: 434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!972 = !DISubroutineType(types: !973)
!973 = !{!65, !65, !65}
!974 = !DILocalVariable(name: "si1", arg: 1, scope: !971, file: !296, line: 433, type: !65)
!975 = !DILocation(line: 433, column: 41, scope: !971)
!976 = !DILocalVariable(name: "si2", arg: 2, scope: !971, file: !296, line: 433, type: !65)
!977 = !DILocation(line: 433, column: 54, scope: !971)
!978 = !DILocation(line: 439, column: 8, scope: !971)
!979 = !DILocation(line: 439, column: 12, scope: !971)
!980 = !DILocation(line: 439, column: 11, scope: !971)
!981 = !DILocation(line: 439, column: 22, scope: !971)
!982 = !DILocation(line: 439, column: 30, scope: !971)
!983 = !DILocation(line: 439, column: 34, scope: !971)
!984 = !DILocation(line: 439, column: 33, scope: !971)
!985 = !DILocation(line: 439, column: 39, scope: !971)
!986 = !DILocation(line: 439, column: 26, scope: !971)
!987 = !DILocation(line: 439, column: 56, scope: !971)
!988 = !DILocation(line: 439, column: 55, scope: !971)
!989 = !DILocation(line: 439, column: 61, scope: !971)
!990 = !DILocation(line: 439, column: 60, scope: !971)
!991 = !DILocation(line: 439, column: 17, scope: !971)
!992 = !DILocation(line: 439, column: 67, scope: !971)
!993 = !DILocation(line: 439, column: 5, scope: !971)
!994 = !DILocation(line: 440, column: 6, scope: !971)
!995 = !DILocation(line: 443, column: 6, scope: !971)
!996 = !DILocation(line: 443, column: 12, scope: !971)
!997 = !DILocation(line: 443, column: 10, scope: !971)
!998 = !DILocation(line: 436, column: 3, scope: !971)
!999 = distinct !DISubprogram(name: "safe_mul_func_int8_t_s_s", scope: !296, file: !296, line: 56, type: !1000, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!1000 = !DISubroutineType(types: !1001)
!1001 = !{!87, !87, !87}
!1002 = !DILocalVariable(name: "si1", arg: 1, scope: !999, file: !296, line: 56, type: !87)
!1003 = !DILocation(line: 56, column: 39, scope: !999)
!1004 = !DILocalVariable(name: "si2", arg: 2, scope: !999, file: !296, line: 56, type: !87)
!1005 = !DILocation(line: 56, column: 51, scope: !999)
!1006 = !DILocation(line: 66, column: 5, scope: !999)
!1007 = !DILocation(line: 66, column: 11, scope: !999)
!1008 = !DILocation(line: 66, column: 9, scope: !999)
!1009 = !DILocation(line: 59, column: 3, scope: !999)
!1010 = distinct !DISubprogram(name: "safe_add_func_int16_t_s_s", scope: !296, file: !296, line: 158, type: !1011, scopeLine: 159, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!1011 = !DISubroutineType(types: !1012)
!1012 = !{!77, !77, !77}
!1013 = !DILocalVariable(name: "si1", arg: 1, scope: !1010, file: !296, line: 158, type: !77)
!1014 = !DILocation(line: 158, column: 41, scope: !1010)
!1015 = !DILocalVariable(name: "si2", arg: 2, scope: !1010, file: !296, line: 158, type: !77)
!1016 = !DILocation(line: 158, column: 54, scope: !1010)
!1017 = !DILocation(line: 168, column: 6, scope: !1010)
!1018 = !DILocation(line: 168, column: 12, scope: !1010)
!1019 = !DILocation(line: 168, column: 10, scope: !1010)
!1020 = !DILocation(line: 168, column: 5, scope: !1010)
!1021 = !DILocation(line: 161, column: 3, scope: !1010)
!1022 = distinct !DISubprogram(name: "crc32_8bytes", scope: !38, file: !38, line: 97, type: !1023, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!1023 = !DISubroutineType(types: !1024)
!1024 = !{null, !264}
!1025 = !DILocalVariable(name: "val", arg: 1, scope: !1022, file: !38, line: 97, type: !264)
!1026 = !DILocation(line: 97, column: 24, scope: !1022)
!1027 = !DILocation(line: 99, column: 15, scope: !1022)
!1028 = !DILocation(line: 99, column: 18, scope: !1022)
!1029 = !DILocation(line: 99, column: 23, scope: !1022)
!1030 = !DILocation(line: 99, column: 14, scope: !1022)
!1031 = !DILocation(line: 99, column: 2, scope: !1022)
!1032 = !DILocation(line: 100, column: 15, scope: !1022)
!1033 = !DILocation(line: 100, column: 18, scope: !1022)
!1034 = !DILocation(line: 100, column: 23, scope: !1022)
!1035 = !DILocation(line: 100, column: 14, scope: !1022)
!1036 = !DILocation(line: 100, column: 2, scope: !1022)
!1037 = !DILocation(line: 101, column: 15, scope: !1022)
!1038 = !DILocation(line: 101, column: 18, scope: !1022)
!1039 = !DILocation(line: 101, column: 24, scope: !1022)
!1040 = !DILocation(line: 101, column: 14, scope: !1022)
!1041 = !DILocation(line: 101, column: 2, scope: !1022)
!1042 = !DILocation(line: 102, column: 15, scope: !1022)
!1043 = !DILocation(line: 102, column: 18, scope: !1022)
!1044 = !DILocation(line: 102, column: 24, scope: !1022)
!1045 = !DILocation(line: 102, column: 14, scope: !1022)
!1046 = !DILocation(line: 102, column: 2, scope: !1022)
!1047 = !DILocation(line: 103, column: 15, scope: !1022)
!1048 = !DILocation(line: 103, column: 18, scope: !1022)
!1049 = !DILocation(line: 103, column: 24, scope: !1022)
!1050 = !DILocation(line: 103, column: 14, scope: !1022)
!1051 = !DILocation(line: 103, column: 2, scope: !1022)
!1052 = !DILocation(line: 104, column: 15, scope: !1022)
!1053 = !DILocation(line: 104, column: 18, scope: !1022)
!1054 = !DILocation(line: 104, column: 24, scope: !1022)
!1055 = !DILocation(line: 104, column: 14, scope: !1022)
!1056 = !DILocation(line: 104, column: 2, scope: !1022)
!1057 = !DILocation(line: 105, column: 15, scope: !1022)
!1058 = !DILocation(line: 105, column: 18, scope: !1022)
!1059 = !DILocation(line: 105, column: 24, scope: !1022)
!1060 = !DILocation(line: 105, column: 14, scope: !1022)
!1061 = !DILocation(line: 105, column: 2, scope: !1022)
!1062 = !DILocation(line: 106, column: 15, scope: !1022)
!1063 = !DILocation(line: 106, column: 18, scope: !1022)
!1064 = !DILocation(line: 106, column: 24, scope: !1022)
!1065 = !DILocation(line: 106, column: 14, scope: !1022)
!1066 = !DILocation(line: 106, column: 2, scope: !1022)
!1067 = !DILocation(line: 107, column: 1, scope: !1022)
!1068 = distinct !DISubprogram(name: "crc32_byte", scope: !38, file: !38, line: 71, type: !1069, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !113)
!1069 = !DISubroutineType(types: !1070)
!1070 = !{null, !70}
!1071 = !DILocalVariable(name: "b", arg: 1, scope: !1068, file: !38, line: 71, type: !70)
!1072 = !DILocation(line: 71, column: 21, scope: !1068)
!1073 = !DILocation(line: 73, column: 5, scope: !1068)
!1074 = !DILocation(line: 73, column: 19, scope: !1068)
!1075 = !DILocation(line: 73, column: 25, scope: !1068)
!1076 = !DILocation(line: 74, column: 14, scope: !1068)
!1077 = !DILocation(line: 74, column: 30, scope: !1068)
!1078 = !DILocation(line: 74, column: 28, scope: !1068)
!1079 = !DILocation(line: 74, column: 33, scope: !1068)
!1080 = !DILocation(line: 74, column: 3, scope: !1068)
!1081 = !DILocation(line: 73, column: 39, scope: !1068)
!1082 = !DILocation(line: 72, column: 16, scope: !1068)
!1083 = !DILocation(line: 75, column: 1, scope: !1068)
