; ModuleID = 'output_funcs.c'
source_filename = "output_funcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"puts adds a newline\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [31 x i8] c"puts returned nonnegative: %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"putchar returned %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [23 x i8] c"fputs does not add one\00", align 1, !dbg !17
@stdout = external local_unnamed_addr global ptr, align 8
@.str.4 = private unnamed_addr constant [32 x i8] c"fputs returned nonnegative: %d\0A\00", align 1, !dbg !22
@stderr = external local_unnamed_addr global ptr, align 8
@.str.5 = private unnamed_addr constant [15 x i8] c"stderr: %d %s\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [26 x i8] c"ignored by the comparison\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [31 x i8] c"fprintf(stdout, ...) %d|%s|%c\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [21 x i8] c"fprintf returned %d\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [18 x i8] c"stderr via fputs\0A\00", align 1, !dbg !46
@.str.12 = private unnamed_addr constant [19 x i8] c"(empty puts above)\00", align 1, !dbg !51
@.str.13 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !56
@.str.14 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !61
@.str.15 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !66
@.str.16 = private unnamed_addr constant [3 x i8] c", \00", align 1, !dbg !68
@.str.19 = private unnamed_addr constant [41 x i8] c"printf %s with newline (may become puts)\00", align 1, !dbg !73
@.str.22 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1, !dbg !78
@str = private unnamed_addr constant [31 x i8] c"plain literal, may become puts\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !106 {
  %1 = alloca [300 x i8], align 16, !DIAssignID !130
    #dbg_assign(i1 undef, !126, !DIExpression(), !130, ptr %1, !DIExpression(), !131)
  %2 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str), !dbg !132
    #dbg_value(i32 %2, !111, !DIExpression(), !131)
  %3 = icmp sgt i32 %2, -1, !dbg !133
  %4 = zext i1 %3 to i32, !dbg !133
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4), !dbg !134
    #dbg_value(i32 88, !135, !DIExpression(), !141)
  %6 = load ptr, ptr @stdout, align 8, !dbg !143, !tbaa !144
  %7 = tail call noundef i32 @putc(i32 noundef 88, ptr noundef %6), !dbg !148
    #dbg_value(i32 %7, !111, !DIExpression(), !131)
    #dbg_value(i32 10, !135, !DIExpression(), !149)
  %8 = load ptr, ptr @stdout, align 8, !dbg !151, !tbaa !144
  %9 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %8), !dbg !152
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7), !dbg !153
  %11 = load ptr, ptr @stdout, align 8, !dbg !154, !tbaa !144
  %12 = tail call i32 @fputs(ptr noundef nonnull @.str.3, ptr noundef %11), !dbg !155
    #dbg_value(i32 %12, !111, !DIExpression(), !131)
    #dbg_value(i32 10, !135, !DIExpression(), !156)
  %13 = load ptr, ptr @stdout, align 8, !dbg !158, !tbaa !144
  %14 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %13), !dbg !159
  %15 = icmp sgt i32 %12, -1, !dbg !160
  %16 = zext i1 %15 to i32, !dbg !160
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %16), !dbg !161
  %18 = load ptr, ptr @stderr, align 8, !dbg !162, !tbaa !144
  %19 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %18, ptr noundef nonnull @.str.5, i32 noundef 42, ptr noundef nonnull @.str.6) #5, !dbg !163
  %20 = load ptr, ptr @stdout, align 8, !dbg !164, !tbaa !144
  %21 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %20, ptr noundef nonnull @.str.7, i32 noundef -5, ptr noundef nonnull @.str.8, i32 noundef 113) #6, !dbg !165
    #dbg_value(i32 %21, !111, !DIExpression(), !131)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %21), !dbg !166
  %23 = load ptr, ptr @stderr, align 8, !dbg !167, !tbaa !144
  %24 = tail call i64 @fwrite(ptr nonnull @.str.10, i64 17, i64 1, ptr %23) #7, !dbg !168
    #dbg_value(i32 10, !135, !DIExpression(), !169)
  %25 = load ptr, ptr @stdout, align 8, !dbg !171, !tbaa !144
  %26 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %25), !dbg !172
  %27 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.12), !dbg !173
    #dbg_value(i32 0, !112, !DIExpression(), !174)
    #dbg_value(i32 0, !114, !DIExpression(), !175)
    #dbg_value(i32 42, !135, !DIExpression(), !176)
  %28 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %29 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %28), !dbg !180
    #dbg_value(i32 1, !114, !DIExpression(), !175)
    #dbg_value(i32 0, !118, !DIExpression(), !181)
    #dbg_value(i32 46, !135, !DIExpression(), !182)
  %30 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %31 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %30), !dbg !186
    #dbg_value(i32 1, !118, !DIExpression(), !181)
  %32 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %33 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %32), !dbg !186
    #dbg_value(i32 2, !118, !DIExpression(), !181)
  %34 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %35 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %34), !dbg !186
    #dbg_value(i32 3, !118, !DIExpression(), !181)
  %36 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %37 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %36), !dbg !186
    #dbg_value(i32 4, !118, !DIExpression(), !181)
  %38 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %39 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %38), !dbg !186
    #dbg_value(i32 5, !118, !DIExpression(), !181)
    #dbg_value(i32 10, !135, !DIExpression(), !187)
  %40 = load ptr, ptr @stdout, align 8, !dbg !189, !tbaa !144
  %41 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %40), !dbg !190
    #dbg_value(i32 1, !112, !DIExpression(), !174)
    #dbg_value(i32 0, !114, !DIExpression(), !175)
  %42 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %43 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %42), !dbg !180
    #dbg_value(i32 1, !114, !DIExpression(), !175)
  %44 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %45 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %44), !dbg !180
    #dbg_value(i32 2, !114, !DIExpression(), !175)
    #dbg_value(i32 1, !118, !DIExpression(), !181)
  %46 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %47 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %46), !dbg !186
    #dbg_value(i32 2, !118, !DIExpression(), !181)
  %48 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %49 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %48), !dbg !186
    #dbg_value(i32 3, !118, !DIExpression(), !181)
  %50 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %51 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %50), !dbg !186
    #dbg_value(i32 4, !118, !DIExpression(), !181)
  %52 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %53 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %52), !dbg !186
    #dbg_value(i32 5, !118, !DIExpression(), !181)
  %54 = load ptr, ptr @stdout, align 8, !dbg !189, !tbaa !144
  %55 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %54), !dbg !190
    #dbg_value(i32 2, !112, !DIExpression(), !174)
    #dbg_value(i32 0, !114, !DIExpression(), !175)
  %56 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %57 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %56), !dbg !180
    #dbg_value(i32 1, !114, !DIExpression(), !175)
  %58 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %59 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %58), !dbg !180
    #dbg_value(i32 2, !114, !DIExpression(), !175)
  %60 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %61 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %60), !dbg !180
    #dbg_value(i32 3, !114, !DIExpression(), !175)
    #dbg_value(i32 2, !118, !DIExpression(), !181)
  %62 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %63 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %62), !dbg !186
    #dbg_value(i32 3, !118, !DIExpression(), !181)
  %64 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %65 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %64), !dbg !186
    #dbg_value(i32 4, !118, !DIExpression(), !181)
  %66 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %67 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %66), !dbg !186
    #dbg_value(i32 5, !118, !DIExpression(), !181)
  %68 = load ptr, ptr @stdout, align 8, !dbg !189, !tbaa !144
  %69 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %68), !dbg !190
    #dbg_value(i32 3, !112, !DIExpression(), !174)
    #dbg_value(i32 0, !114, !DIExpression(), !175)
  %70 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %71 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %70), !dbg !180
    #dbg_value(i32 1, !114, !DIExpression(), !175)
  %72 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %73 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %72), !dbg !180
    #dbg_value(i32 2, !114, !DIExpression(), !175)
  %74 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %75 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %74), !dbg !180
    #dbg_value(i32 3, !114, !DIExpression(), !175)
  %76 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %77 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %76), !dbg !180
    #dbg_value(i32 4, !114, !DIExpression(), !175)
    #dbg_value(i32 3, !118, !DIExpression(), !181)
  %78 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %79 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %78), !dbg !186
    #dbg_value(i32 4, !118, !DIExpression(), !181)
  %80 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %81 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %80), !dbg !186
    #dbg_value(i32 5, !118, !DIExpression(), !181)
  %82 = load ptr, ptr @stdout, align 8, !dbg !189, !tbaa !144
  %83 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %82), !dbg !190
    #dbg_value(i32 4, !112, !DIExpression(), !174)
    #dbg_value(i32 0, !114, !DIExpression(), !175)
  %84 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %85 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %84), !dbg !180
    #dbg_value(i32 1, !114, !DIExpression(), !175)
  %86 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %87 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %86), !dbg !180
    #dbg_value(i32 2, !114, !DIExpression(), !175)
  %88 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %89 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %88), !dbg !180
    #dbg_value(i32 3, !114, !DIExpression(), !175)
  %90 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %91 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %90), !dbg !180
    #dbg_value(i32 4, !114, !DIExpression(), !175)
  %92 = load ptr, ptr @stdout, align 8, !dbg !179, !tbaa !144
  %93 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %92), !dbg !180
    #dbg_value(i32 5, !114, !DIExpression(), !175)
    #dbg_value(i32 4, !118, !DIExpression(), !181)
  %94 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !144
  %95 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %94), !dbg !186
    #dbg_value(i32 5, !118, !DIExpression(), !181)
  %96 = load ptr, ptr @stdout, align 8, !dbg !189, !tbaa !144
  %97 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %96), !dbg !190
    #dbg_value(i32 5, !112, !DIExpression(), !174)
    #dbg_value(i64 0, !124, !DIExpression(), !191)
  %98 = load ptr, ptr @stdout, align 8, !dbg !192, !tbaa !144
  %99 = tail call i64 @fwrite(ptr nonnull @.str.13, i64 5, i64 1, ptr %98), !dbg !195
  %100 = load ptr, ptr @stdout, align 8, !dbg !196, !tbaa !144
  %101 = tail call i64 @fwrite(ptr nonnull @.str.16, i64 2, i64 1, ptr %100), !dbg !197
    #dbg_value(i64 1, !124, !DIExpression(), !191)
  %102 = load ptr, ptr @stdout, align 8, !dbg !192, !tbaa !144
  %103 = tail call i64 @fwrite(ptr nonnull @.str.14, i64 4, i64 1, ptr %102), !dbg !195
  %104 = load ptr, ptr @stdout, align 8, !dbg !196, !tbaa !144
  %105 = tail call i64 @fwrite(ptr nonnull @.str.16, i64 2, i64 1, ptr %104), !dbg !197
    #dbg_value(i64 2, !124, !DIExpression(), !191)
  %106 = load ptr, ptr @stdout, align 8, !dbg !192, !tbaa !144
  %107 = tail call i64 @fwrite(ptr nonnull @.str.15, i64 5, i64 1, ptr %106), !dbg !195
  %108 = load ptr, ptr @stdout, align 8, !dbg !196, !tbaa !144
  %109 = tail call i32 @fputc(i32 10, ptr %108), !dbg !197
    #dbg_value(i64 3, !124, !DIExpression(), !191)
    #dbg_value(i32 226, !135, !DIExpression(), !198)
  %110 = load ptr, ptr @stdout, align 8, !dbg !200, !tbaa !144
  %111 = tail call noundef i32 @putc(i32 noundef 226, ptr noundef %110), !dbg !201
    #dbg_value(i32 130, !135, !DIExpression(), !202)
  %112 = load ptr, ptr @stdout, align 8, !dbg !204, !tbaa !144
  %113 = tail call noundef i32 @putc(i32 noundef 130, ptr noundef %112), !dbg !205
    #dbg_value(i32 172, !135, !DIExpression(), !206)
  %114 = load ptr, ptr @stdout, align 8, !dbg !208, !tbaa !144
  %115 = tail call noundef i32 @putc(i32 noundef 172, ptr noundef %114), !dbg !209
    #dbg_value(i32 9, !135, !DIExpression(), !210)
  %116 = load ptr, ptr @stdout, align 8, !dbg !212, !tbaa !144
  %117 = tail call noundef i32 @putc(i32 noundef 9, ptr noundef %116), !dbg !213
    #dbg_value(i32 124, !135, !DIExpression(), !214)
  %118 = load ptr, ptr @stdout, align 8, !dbg !216, !tbaa !144
  %119 = tail call noundef i32 @putc(i32 noundef 124, ptr noundef %118), !dbg !217
    #dbg_value(i32 13, !135, !DIExpression(), !218)
  %120 = load ptr, ptr @stdout, align 8, !dbg !220, !tbaa !144
  %121 = tail call noundef i32 @putc(i32 noundef 13, ptr noundef %120), !dbg !221
    #dbg_value(i32 10, !135, !DIExpression(), !222)
  %122 = load ptr, ptr @stdout, align 8, !dbg !224, !tbaa !144
  %123 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %122), !dbg !225
  %124 = tail call i32 @puts(ptr nonnull dereferenceable(1) @.str.19), !dbg !226
  %125 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !227
    #dbg_value(i32 120, !135, !DIExpression(), !228)
  %126 = load ptr, ptr @stdout, align 8, !dbg !230, !tbaa !144
  %127 = tail call noundef i32 @putc(i32 noundef 120, ptr noundef %126), !dbg !231
    #dbg_value(i32 10, !135, !DIExpression(), !232)
  %128 = load ptr, ptr @stdout, align 8, !dbg !234, !tbaa !144
  %129 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %128), !dbg !235
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %1) #6, !dbg !236
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(299) %1, i8 122, i64 299, i1 false), !dbg !237, !DIAssignID !238
    #dbg_assign(i1 undef, !126, !DIExpression(DW_OP_LLVM_fragment, 0, 2392), !238, ptr %1, !DIExpression(), !131)
  %130 = getelementptr inbounds i8, ptr %1, i64 299, !dbg !239
  store i8 0, ptr %130, align 1, !dbg !240, !tbaa !241, !DIAssignID !242
    #dbg_assign(i8 0, !126, !DIExpression(DW_OP_LLVM_fragment, 2392, 8), !242, ptr %130, !DIExpression(), !131)
  %131 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !243
  %132 = load ptr, ptr @stderr, align 8, !dbg !244, !tbaa !144
  %133 = tail call i64 @fwrite(ptr nonnull @.str.22, i64 5, i64 1, ptr %132) #7, !dbg !245
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %1) #6, !dbg !246
  ret i32 6, !dbg !246
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !247 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !251 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !255 noundef i32 @fputs(ptr nocapture noundef readonly, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !314 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !317 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { cold nounwind }
attributes #6 = { nounwind }
attributes #7 = { cold }

!llvm.dbg.cu = !{!80}
!llvm.module.flags = !{!98, !99, !100, !101, !102, !103, !104}
!llvm.ident = !{!105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "output_funcs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "b99b52106b7652bf46d8b1367560dd1f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 31)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 32)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 26)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 18)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 19)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 6)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 5)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !58, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 3)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 41)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !58, isLocal: true, isDefinition: true)
!80 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !81, splitDebugInlining: false, nameTableKind: None)
!81 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !44, !46, !82, !51, !56, !61, !66, !68, !87, !92, !73, !94, !96, !78}
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 1)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 2)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !41, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !24, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !89, isLocal: true, isDefinition: true)
!98 = !{i32 7, !"Dwarf Version", i32 5}
!99 = !{i32 2, !"Debug Info Version", i32 3}
!100 = !{i32 1, !"wchar_size", i32 4}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"PIE Level", i32 2}
!103 = !{i32 7, !"uwtable", i32 2}
!104 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!105 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!106 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !107, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !80, retainedNodes: !110)
!107 = !DISubroutineType(types: !108)
!108 = !{!109}
!109 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!110 = !{!111, !112, !114, !118, !120, !124, !126}
!111 = !DILocalVariable(name: "r", scope: !106, file: !2, line: 7, type: !109)
!112 = !DILocalVariable(name: "row", scope: !113, file: !2, line: 22, type: !109)
!113 = distinct !DILexicalBlock(scope: !106, file: !2, line: 22, column: 5)
!114 = !DILocalVariable(name: "col", scope: !115, file: !2, line: 23, type: !109)
!115 = distinct !DILexicalBlock(scope: !116, file: !2, line: 23, column: 9)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 22, column: 39)
!117 = distinct !DILexicalBlock(scope: !113, file: !2, line: 22, column: 5)
!118 = !DILocalVariable(name: "col", scope: !119, file: !2, line: 25, type: !109)
!119 = distinct !DILexicalBlock(scope: !116, file: !2, line: 25, column: 9)
!120 = !DILocalVariable(name: "lines", scope: !106, file: !2, line: 29, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 192, elements: !71)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 30, type: !109)
!125 = distinct !DILexicalBlock(scope: !106, file: !2, line: 30, column: 5)
!126 = !DILocalVariable(name: "big", scope: !106, file: !2, line: 46, type: !127)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2400, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 300)
!130 = distinct !DIAssignID()
!131 = !DILocation(line: 0, scope: !106)
!132 = !DILocation(line: 8, column: 9, scope: !106)
!133 = !DILocation(line: 9, column: 49, scope: !106)
!134 = !DILocation(line: 9, column: 5, scope: !106)
!135 = !DILocalVariable(name: "__c", arg: 1, scope: !136, file: !137, line: 82, type: !109)
!136 = distinct !DISubprogram(name: "putchar", scope: !137, file: !137, line: 82, type: !138, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !80, retainedNodes: !140)
!137 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!138 = !DISubroutineType(types: !139)
!139 = !{!109, !109}
!140 = !{!135}
!141 = !DILocation(line: 0, scope: !136, inlinedAt: !142)
!142 = distinct !DILocation(line: 10, column: 9, scope: !106)
!143 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !142)
!144 = !{!145, !145, i64 0}
!145 = !{!"any pointer", !146, i64 0}
!146 = !{!"omnipotent char", !147, i64 0}
!147 = !{!"Simple C/C++ TBAA"}
!148 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !142)
!149 = !DILocation(line: 0, scope: !136, inlinedAt: !150)
!150 = distinct !DILocation(line: 11, column: 5, scope: !106)
!151 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !150)
!152 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !150)
!153 = !DILocation(line: 12, column: 5, scope: !106)
!154 = !DILocation(line: 13, column: 41, scope: !106)
!155 = !DILocation(line: 13, column: 9, scope: !106)
!156 = !DILocation(line: 0, scope: !136, inlinedAt: !157)
!157 = distinct !DILocation(line: 14, column: 5, scope: !106)
!158 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !157)
!159 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !157)
!160 = !DILocation(line: 15, column: 50, scope: !106)
!161 = !DILocation(line: 15, column: 5, scope: !106)
!162 = !DILocation(line: 16, column: 13, scope: !106)
!163 = !DILocation(line: 16, column: 5, scope: !106)
!164 = !DILocation(line: 17, column: 17, scope: !106)
!165 = !DILocation(line: 17, column: 9, scope: !106)
!166 = !DILocation(line: 18, column: 5, scope: !106)
!167 = !DILocation(line: 19, column: 33, scope: !106)
!168 = !DILocation(line: 19, column: 5, scope: !106)
!169 = !DILocation(line: 0, scope: !136, inlinedAt: !170)
!170 = distinct !DILocation(line: 20, column: 5, scope: !106)
!171 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !170)
!172 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !170)
!173 = !DILocation(line: 21, column: 5, scope: !106)
!174 = !DILocation(line: 0, scope: !113)
!175 = !DILocation(line: 0, scope: !115)
!176 = !DILocation(line: 0, scope: !136, inlinedAt: !177)
!177 = distinct !DILocation(line: 24, column: 13, scope: !178)
!178 = distinct !DILexicalBlock(scope: !115, file: !2, line: 23, column: 9)
!179 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !177)
!180 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !177)
!181 = !DILocation(line: 0, scope: !119)
!182 = !DILocation(line: 0, scope: !136, inlinedAt: !183)
!183 = distinct !DILocation(line: 26, column: 13, scope: !184)
!184 = distinct !DILexicalBlock(scope: !119, file: !2, line: 25, column: 9)
!185 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !183)
!186 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !183)
!187 = !DILocation(line: 0, scope: !136, inlinedAt: !188)
!188 = distinct !DILocation(line: 27, column: 9, scope: !116)
!189 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !188)
!190 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !188)
!191 = !DILocation(line: 0, scope: !125)
!192 = !DILocation(line: 31, column: 25, scope: !193)
!193 = distinct !DILexicalBlock(scope: !194, file: !2, line: 30, column: 33)
!194 = distinct !DILexicalBlock(scope: !125, file: !2, line: 30, column: 5)
!195 = !DILocation(line: 31, column: 9, scope: !193)
!196 = !DILocation(line: 32, column: 36, scope: !193)
!197 = !DILocation(line: 32, column: 9, scope: !193)
!198 = !DILocation(line: 0, scope: !136, inlinedAt: !199)
!199 = distinct !DILocation(line: 35, column: 5, scope: !106)
!200 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !199)
!201 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !199)
!202 = !DILocation(line: 0, scope: !136, inlinedAt: !203)
!203 = distinct !DILocation(line: 36, column: 5, scope: !106)
!204 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !203)
!205 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !203)
!206 = !DILocation(line: 0, scope: !136, inlinedAt: !207)
!207 = distinct !DILocation(line: 37, column: 5, scope: !106)
!208 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !207)
!209 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !207)
!210 = !DILocation(line: 0, scope: !136, inlinedAt: !211)
!211 = distinct !DILocation(line: 38, column: 5, scope: !106)
!212 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !211)
!213 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !211)
!214 = !DILocation(line: 0, scope: !136, inlinedAt: !215)
!215 = distinct !DILocation(line: 39, column: 5, scope: !106)
!216 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !215)
!217 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !215)
!218 = !DILocation(line: 0, scope: !136, inlinedAt: !219)
!219 = distinct !DILocation(line: 40, column: 5, scope: !106)
!220 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !219)
!221 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !219)
!222 = !DILocation(line: 0, scope: !136, inlinedAt: !223)
!223 = distinct !DILocation(line: 41, column: 5, scope: !106)
!224 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !223)
!225 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !223)
!226 = !DILocation(line: 42, column: 5, scope: !106)
!227 = !DILocation(line: 43, column: 5, scope: !106)
!228 = !DILocation(line: 0, scope: !136, inlinedAt: !229)
!229 = distinct !DILocation(line: 44, column: 5, scope: !106)
!230 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !229)
!231 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !229)
!232 = !DILocation(line: 0, scope: !136, inlinedAt: !233)
!233 = distinct !DILocation(line: 45, column: 5, scope: !106)
!234 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !233)
!235 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !233)
!236 = !DILocation(line: 46, column: 5, scope: !106)
!237 = !DILocation(line: 47, column: 5, scope: !106)
!238 = distinct !DIAssignID()
!239 = !DILocation(line: 48, column: 5, scope: !106)
!240 = !DILocation(line: 48, column: 25, scope: !106)
!241 = !{!146, !146, i64 0}
!242 = distinct !DIAssignID()
!243 = !DILocation(line: 49, column: 5, scope: !106)
!244 = !DILocation(line: 50, column: 13, scope: !106)
!245 = !DILocation(line: 50, column: 5, scope: !106)
!246 = !DILocation(line: 52, column: 1, scope: !106)
!247 = !DISubprogram(name: "puts", scope: !248, file: !248, line: 661, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!249 = !DISubroutineType(types: !250)
!250 = !{!109, !122}
!251 = !DISubprogram(name: "printf", scope: !248, file: !248, line: 356, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!252 = !DISubroutineType(types: !253)
!253 = !{!109, !254, null}
!254 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !122)
!255 = !DISubprogram(name: "fputs", scope: !248, file: !248, line: 655, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!256 = !DISubroutineType(types: !257)
!257 = !{!109, !254, !258}
!258 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !259)
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !261, line: 7, baseType: !262)
!261 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!262 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !263, line: 49, size: 1728, elements: !264)
!263 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!264 = !{!265, !266, !268, !269, !270, !271, !272, !273, !274, !275, !276, !277, !278, !281, !283, !284, !285, !289, !291, !293, !294, !297, !299, !302, !305, !306, !308, !312, !313}
!265 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !262, file: !263, line: 51, baseType: !109, size: 32)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !262, file: !263, line: 54, baseType: !267, size: 64, offset: 64)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !262, file: !263, line: 55, baseType: !267, size: 64, offset: 128)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !262, file: !263, line: 56, baseType: !267, size: 64, offset: 192)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !262, file: !263, line: 57, baseType: !267, size: 64, offset: 256)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !262, file: !263, line: 58, baseType: !267, size: 64, offset: 320)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !262, file: !263, line: 59, baseType: !267, size: 64, offset: 384)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !262, file: !263, line: 60, baseType: !267, size: 64, offset: 448)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !262, file: !263, line: 61, baseType: !267, size: 64, offset: 512)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !262, file: !263, line: 64, baseType: !267, size: 64, offset: 576)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !262, file: !263, line: 65, baseType: !267, size: 64, offset: 640)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !262, file: !263, line: 66, baseType: !267, size: 64, offset: 704)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !262, file: !263, line: 68, baseType: !279, size: 64, offset: 768)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64)
!280 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !263, line: 36, flags: DIFlagFwdDecl)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !262, file: !263, line: 70, baseType: !282, size: 64, offset: 832)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !262, file: !263, line: 72, baseType: !109, size: 32, offset: 896)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !262, file: !263, line: 73, baseType: !109, size: 32, offset: 928)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !262, file: !263, line: 74, baseType: !286, size: 64, offset: 960)
!286 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !287, line: 152, baseType: !288)
!287 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!288 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !262, file: !263, line: 77, baseType: !290, size: 16, offset: 1024)
!290 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !262, file: !263, line: 78, baseType: !292, size: 8, offset: 1040)
!292 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !262, file: !263, line: 79, baseType: !84, size: 8, offset: 1048)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !262, file: !263, line: 81, baseType: !295, size: 64, offset: 1088)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !263, line: 43, baseType: null)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !262, file: !263, line: 89, baseType: !298, size: 64, offset: 1152)
!298 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !287, line: 153, baseType: !288)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !262, file: !263, line: 91, baseType: !300, size: 64, offset: 1216)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64)
!301 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !263, line: 37, flags: DIFlagFwdDecl)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !262, file: !263, line: 92, baseType: !303, size: 64, offset: 1280)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64)
!304 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !263, line: 38, flags: DIFlagFwdDecl)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !262, file: !263, line: 93, baseType: !282, size: 64, offset: 1344)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !262, file: !263, line: 94, baseType: !307, size: 64, offset: 1408)
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !262, file: !263, line: 95, baseType: !309, size: 64, offset: 1472)
!309 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !310, line: 18, baseType: !311)
!310 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!311 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !262, file: !263, line: 96, baseType: !109, size: 32, offset: 1536)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !262, file: !263, line: 98, baseType: !3, size: 160, offset: 1568)
!314 = !DISubprogram(name: "fprintf", scope: !248, file: !248, line: 350, type: !315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DISubroutineType(types: !316)
!316 = !{!109, !258, !254, null}
!317 = !DISubprogram(name: "putc", scope: !248, file: !248, line: 550, type: !318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!318 = !DISubroutineType(types: !319)
!319 = !{!109, !109, !259}
